import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { Movement } from 'shared/contracts';

export interface RowActionsProps {
  movement: Movement;
  onEdit: (id: string) => void;
  onPay: (id: string) => void;
}

/** The actions of one row; later work adds duplicate and delete here. */
export function RowActions({ movement, onEdit, onPay }: RowActionsProps) {
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
            <Menu.Item value="edit" onSelect={() => onEdit(movement.id)}>
              Editar
            </Menu.Item>
            {movement.open_cents > 0 && (
              <Menu.Item value="pay" onSelect={() => onPay(movement.id)}>
                Registrar pagamento
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
