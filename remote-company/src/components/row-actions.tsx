import { HStack, IconButton } from '@chakra-ui/react';
import { LuPencil, LuPower, LuPowerOff, LuTrash2 } from 'react-icons/lu';
import { Tooltip } from 'shared/ui';

interface RowActionsProps {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

/** Edit, deactivate or reactivate, delete: icon buttons whose names say which row they act on. */
export function RowActions({ name, active, onEdit, onToggleActive, onDelete }: RowActionsProps) {
  const toggle = active ? 'Desativar' : 'Reativar';
  return (
    <HStack gap="1" justify="flex-end">
      <Tooltip content="Editar">
        <IconButton aria-label={`Editar ${name}`} size="sm" variant="ghost" onClick={onEdit}>
          <LuPencil />
        </IconButton>
      </Tooltip>
      <Tooltip content={toggle}>
        <IconButton
          aria-label={`${toggle} ${name}`}
          size="sm"
          variant="ghost"
          onClick={onToggleActive}
        >
          {active ? <LuPowerOff /> : <LuPower />}
        </IconButton>
      </Tooltip>
      <Tooltip content="Excluir">
        <IconButton
          aria-label={`Excluir ${name}`}
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
        >
          <LuTrash2 />
        </IconButton>
      </Tooltip>
    </HStack>
  );
}
