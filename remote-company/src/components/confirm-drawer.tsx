import { Button, Text } from '@chakra-ui/react';
import { SideDrawer } from './side-drawer';

interface ConfirmDrawerProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (a delete). */
export function ConfirmDrawer(props: ConfirmDrawerProps) {
  return (
    <SideDrawer
      open={props.open}
      onClose={props.onCancel}
      title={props.title}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={props.onCancel}>
            Cancelar
          </Button>
          <Button colorPalette="red" loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{props.message}</Text>
    </SideDrawer>
  );
}
