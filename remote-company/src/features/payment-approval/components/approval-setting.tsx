import { Button, Field, Fieldset, HStack, Input, InputGroup, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApprovalSettings } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents } from 'shared/format';
import { useCan } from 'shared/session';
import { toaster } from 'shared/ui';
import {
  useGetApprovalSettingsQuery,
  useSaveApprovalSettingsMutation,
} from '../api/approval-settings-api';

export const THRESHOLD_INVALID_MESSAGE = 'Informe um valor como 5.000,00.';

/** Issue 22 item 4's company setting, off by default; owners and admins change it. */
export function ApprovalSetting() {
  const query = useGetApprovalSettingsQuery();
  if (!query.data) return null;
  // Keyed by the saved value, so a save (or another tab's) resets what is typed.
  return <ApprovalSettingForm key={String(query.data.threshold_cents)} saved={query.data} />;
}

function ApprovalSettingForm({ saved }: { saved: ApprovalSettings }) {
  const editable = useCan('edit-company');
  const [on, setOn] = useState(saved.threshold_cents !== null);
  const [typed, setTyped] = useState(
    saved.threshold_cents === null ? '' : formatCentsForInput(saved.threshold_cents),
  );
  const [invalid, setInvalid] = useState(false);
  const [save, { isLoading }] = useSaveApprovalSettingsMutation();

  const submit = async () => {
    const cents = on ? parseBrlToCents(typed) : null;
    if (on && (cents === null || typed.trim() === '')) {
      setInvalid(true);
      return;
    }
    const result = await save({ threshold_cents: cents });
    if ('error' in result) {
      toaster.create({ type: 'error', title: 'Não foi possível salvar. Tente novamente.' });
      return;
    }
    toaster.create({ type: 'success', title: 'Aprovação de pagamentos salva.' });
  };

  return (
    <Fieldset.Root mt="8" disabled={!editable}>
      <Fieldset.Legend>Aprovação de pagamentos</Fieldset.Legend>
      <Fieldset.HelperText>
        Despesas lançadas pelo financeiro acima do valor aguardam a aprovação de um proprietário ou
        administrador antes de serem pagas.
      </Fieldset.HelperText>
      <Switch.Root checked={on} onCheckedChange={(details) => setOn(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Pagamentos precisam de aprovação</Switch.Label>
      </Switch.Root>
      {on && (
        <Field.Root invalid={invalid} required maxW="xs">
          <Field.Label>Acima de</Field.Label>
          <InputGroup startElement="R$">
            <Input
              inputMode="decimal"
              placeholder="5.000,00"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setInvalid(false);
              }}
            />
          </InputGroup>
          <Field.ErrorText>{THRESHOLD_INVALID_MESSAGE}</Field.ErrorText>
        </Field.Root>
      )}
      {editable ? (
        <HStack>
          <Button size="sm" loading={isLoading} onClick={() => void submit()}>
            Salvar aprovação
          </Button>
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Só proprietários e administradores alteram esta configuração.
        </Text>
      )}
    </Fieldset.Root>
  );
}
