import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { Movement } from 'shared/contracts';
import { useCan } from 'shared/session';

export type FormAction = 'edit' | 'duplicate' | 'delete';

export interface RowActionsProps {
  movement: Movement;
  onFormAction: (action: FormAction, id: string) => void;
  onPay: (id: string) => void;
  onPixCharge: (id: string) => void;
}

/**
 * The actions of one row: the form (edit, duplicate, delete), the payment screen, and a Pix
 * charge for what a client still owes (the API refuses it to a viewer, so it is not offered).
 */
export function RowActions({ movement, onFormAction, onPay, onPixCharge }: RowActionsProps) {
  const canCharge = useCan('write-movements') && movement.type === 'receita';
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={`Ações de ${movement.description}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onSelect={() => onFormAction('edit', movement.id)}>
              Editar
            </Menu.Item>
            <Menu.Item value="duplicate" onSelect={() => onFormAction('duplicate', movement.id)}>
              Duplicar
            </Menu.Item>
            {movement.open_cents > 0 && (
              <Menu.Item value="pay" onSelect={() => onPay(movement.id)}>
                Registrar pagamento
              </Menu.Item>
            )}
            {canCharge && movement.open_cents > 0 && (
              <Menu.Item value="pix-charge" onSelect={() => onPixCharge(movement.id)}>
                Cobrar por Pix
              </Menu.Item>
            )}
            <Menu.Item
              value="delete"
              color="fg.error"
              onSelect={() => onFormAction('delete', movement.id)}
            >
              Excluir
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
