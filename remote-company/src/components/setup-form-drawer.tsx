import { Alert, Button, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SideDrawer } from './side-drawer';

interface SetupFormDrawerProps {
  title: string;
  onClose: () => void;
  /** react-hook-form's `handleSubmit(...)`: it reports its own failures, so nothing awaits it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  saving: boolean;
  /** What the API said that no field can show (a 409 "já existe"). */
  formError: string | null;
  children: ReactNode;
}

/** A create/edit form in a drawer: fields, the API's message, Cancelar and Salvar. */
export function SetupFormDrawer(props: SetupFormDrawerProps) {
  const formId = useId();
  return (
    <SideDrawer
      open
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={props.saving}>
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void props.onSubmit(event)}>
        <Stack gap="4">
          {props.formError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{props.formError}</Alert.Title>
            </Alert.Root>
          )}
          {props.children}
        </Stack>
      </form>
    </SideDrawer>
  );
}
