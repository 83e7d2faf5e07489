import type { BankAccount } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { ActiveBadge } from '../../../components/active-badge';
import { SetupList } from '../../../components/setup-list';
import type { SetupColumn } from '../../../components/setup-list';
import { BANK_ACCOUNT_TYPE_LABELS } from '../bank-account-schema';
import { BankAccountForm } from './bank-account-form';

const withDigit = (number: string, digit: string | null) => (digit ? `${number}-${digit}` : number);

const COLUMNS: SetupColumn<BankAccount>[] = [
  { header: 'Nome', cell: (row) => row.name },
  { header: 'Banco', cell: (row) => `${row.bank_code} · ${row.bank_name}` },
  {
    header: 'Agência / conta',
    cell: (row) =>
      `${withDigit(row.agency, row.agency_digit)} / ${withDigit(row.account_number, row.account_digit)}`,
  },
  { header: 'Tipo', cell: (row) => BANK_ACCOUNT_TYPE_LABELS[row.type] },
  {
    header: 'Saldo inicial',
    numeric: true,
    cell: (row) => formatBRL(row.opening_balance_cents),
  },
  { header: 'Situação', cell: (row) => <ActiveBadge active={row.active} /> },
];

export function BankAccountsTab() {
  return (
    <SetupList<BankAccount>
      resource="bank-accounts"
      noun={{
        one: 'Conta bancária',
        gender: 'a',
        plural: 'Contas bancárias',
        create: 'Nova conta bancária',
      }}
      searchLabel="Buscar contas bancárias"
      searchPlaceholder="Nome da conta"
      columns={COLUMNS}
      renderForm={(row, onClose) => <BankAccountForm row={row} onClose={onClose} />}
    />
  );
}
