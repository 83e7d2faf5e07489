import { Button, Drawer, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDrawerProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields asked with the confirmation (the date and account of a bulk 'Dar baixa'). */
  children?: ReactNode;
  /** Red confirm button: a delete or a reversal. */
  destructive?: boolean;
}

/**
 * Asks before something that cannot be undone or moves money (a delete, an estorno, a bulk
 * payment). A Drawer, not a Dialog: Drawer is already in the shared Chakra singleton, Dialog would
 * ship on every page.
 */
export function ConfirmDrawer(props: ConfirmDrawerProps) {
  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(details) => !details.open && props.onCancel()}
      placement={{ base: 'bottom', md: 'end' }}
      size={{ base: 'full', md: 'md' }}
      role="alertdialog"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{props.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="4">
              <Text>{props.message}</Text>
              {props.children}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={props.onCancel}>
                Cancelar
              </Button>
              <Button
                colorPalette={props.destructive ? 'red' : 'brand'}
                loading={props.loading}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
