import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { formatBRL, todayIso } from 'shared/format';
import { toaster } from 'shared/ui';
import { ConfirmDrawer, DateInput } from 'shared/ui-kit';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { BankAccountSelect } from '../../../components/bank-account-select';
import { useBulkPayMovementsMutation } from '../api/movement-bulk';
import { bulkMessage } from '../bulk-message';
import type { SelectionSummary } from '../bulk-selection';
import { BulkRefusal } from './bulk-refusal';

export interface BulkPayDrawerProps {
  open: boolean;
  ids: readonly string[];
  summary: SelectionSummary;
  onClose: () => void;
  onDone: () => void;
}

/** 'Dar baixa': the open amount of every selected row, on one date and account, all or nothing. */
export function BulkPayDrawer({ open, ids, summary, onClose, onDone }: BulkPayDrawerProps) {
  const today = todayIso();
  const [paidOn, setPaidOn] = useState(today);
  const [accountId, setAccountId] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const accounts = useGetBankAccountsQuery(undefined, { skip: !open });
  const [pay, { isLoading }] = useBulkPayMovementsMutation();

  const close = () => {
    setRefusal(null);
    setDateError(null);
    onClose();
  };
  const confirm = async () => {
    setRefusal(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) {
      setDateError('Informe a data do pagamento.');
      return;
    }
    if (paidOn > today) {
      setDateError('A data do pagamento não pode ser posterior a hoje.');
      return;
    }
    setDateError(null);
    const result = await pay({
      ids: [...ids],
      paid_on: paidOn,
      ...(accountId ? { bank_account_id: accountId } : {}),
    });
    if ('error' in result) {
      setRefusal(bulkMessage(result.error));
      return;
    }
    toaster.create({
      type: 'success',
      title: `${result.data.count} movimentação(ões) paga(s).`,
    });
    setRefusal(null);
    onDone();
  };

  return (
    <ConfirmDrawer
      open={open}
      title="Dar baixa nas selecionadas"
      message={`Registra o pagamento do valor em aberto de ${summary.count} movimentação(ões): ${formatBRL(summary.openCents)} no total. Se alguma não puder ser paga, nenhuma é.`}
      confirmLabel="Dar baixa"
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Field.Root invalid={dateError !== null} required>
        <Field.Label>Data do pagamento</Field.Label>
        <DateInput max={today} value={paidOn} onChange={setPaidOn} />
        <Field.ErrorText>{dateError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Conta bancária</Field.Label>
        <BankAccountSelect
          accounts={accounts.data}
          noneLabel="A de cada movimentação"
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
        />
      </Field.Root>
      {refusal && <BulkRefusal message={refusal} />}
    </ConfirmDrawer>
  );
}
