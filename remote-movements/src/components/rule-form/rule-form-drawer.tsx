import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ImportRule } from 'shared/contracts';
import { RuleForm } from './rule-form';
import type { RuleFormValues } from './rule-form-values';

export interface RuleFormDrawerProps {
  open: boolean;
  editing?: ImportRule | undefined;
  initial: RuleFormValues;
  onSaved: (rule: ImportRule) => void;
  onClose: () => void;
}

/**
 * The rule form in a drawer, as the movement form: full width on a phone; Chakra's drawer traps
 * the focus, closes on Esc and gives the focus back.
 */
export function RuleFormDrawer({ open, editing, initial, onSaved, onClose }: RuleFormDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{editing ? 'Editar regra' : 'Nova regra'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              {open && (
                <RuleForm
                  key={editing?.id ?? 'new'}
                  editing={editing}
                  initial={initial}
                  onSaved={onSaved}
                  onCancel={onClose}
                />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
