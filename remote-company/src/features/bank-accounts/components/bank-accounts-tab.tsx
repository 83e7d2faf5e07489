import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { PIX_KEY_TYPE_LABELS, formatPixKey } from 'shared/contracts';
import type { BankAccount, BankAccountBalance, BankAccountReconciliation } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';
import { useBankAccountReconciliationQuery } from 'shared/api';
import { useCan } from 'shared/session';
import { ReconciliationStatus } from 'shared/ui-kit';
import { ActiveBadge } from '../../../components/active-badge';
import { SetupList } from '../../../components/setup-list';
import type { SetupColumn } from '../../../components/setup-list';
import { useBankAccountBalancesQuery } from '../api/balances-api';
import { BANK_ACCOUNT_TYPE_LABELS } from '../account-type-labels';
import { PspSettingsDrawer } from './psp-settings-drawer';

// The form loads when it is first opened: it carries the Central Bank's list of some 500 banks,
// which the list of accounts does not need.
const BankAccountForm = lazy(() =>
  import('./bank-account-form').then((module) => ({ default: module.BankAccountForm })),
);

const withDigit = (number: string, digit: string | null) => (digit ? `${number}-${digit}` : number);

/** The key as people read it, its kind, and whether cobranças go to this account. */
function PixKey({ row }: { row: BankAccount }) {
  if (!row.pix_key_type || !row.pix_key) {
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      {/* Documents and phones stay on one line; a long e-mail or random key wraps at 390 px. */}
      <Text as="span" maxW="16rem" overflowWrap="anywhere">
        {formatPixKey(row.pix_key_type, row.pix_key)}
      </Text>
      <Text as="span" color="fg.muted" fontSize="xs">
        {PIX_KEY_TYPE_LABELS[row.pix_key_type]}
      </Text>
      {row.charge_default && (
        <Badge colorPalette="blue" variant="subtle">
          Padrão para cobrança
        </Badge>
      )}
    </Stack>
  );
}

/** A balance in BRL, red below zero; "…" while the balances load, "Indisponível" if they could not. */
function Balance({ cents, state }: { cents?: number; state: 'loading' | 'failed' | 'ready' }) {
  if (cents === undefined) {
    return (
      <Text as="span" color="fg.muted">
        {state === 'loading' ? '…' : 'Indisponível'}
      </Text>
    );
  }
  return (
    <Text as="span" color={cents < 0 ? 'red.fg' : undefined} whiteSpace="nowrap">
      {formatBRL(cents)}
    </Text>
  );
}

function columns(
  balances: Map<string, BankAccountBalance>,
  state: 'loading' | 'failed' | 'ready',
  until: string | undefined,
  openPsp: ((row: BankAccount) => void) | null,
  reconciliation: Map<string, BankAccountReconciliation>,
): SetupColumn<BankAccount>[] {
  // Only owners and admins see the PSP: the API refuses it to everyone else.
  const psp: SetupColumn<BankAccount>[] = openPsp
    ? [
        {
          header: 'PSP (Pix)',
          cell: (row) => (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Configurar PSP de ${row.name}`}
              onClick={() => openPsp(row)}
            >
              Configurar PSP
            </Button>
          ),
        },
      ]
    : [];
  return [
    { header: 'Nome', cell: (row) => row.name },
    { header: 'Banco', cell: (row) => `${row.bank_code} · ${row.bank_name}` },
    {
      header: 'Agência / conta',
      cell: (row) =>
        `${withDigit(row.agency, row.agency_digit)} / ${withDigit(row.account_number, row.account_digit)}`,
    },
    { header: 'Tipo', cell: (row) => BANK_ACCOUNT_TYPE_LABELS[row.type] },
    {
      header: 'Saldo atual',
      numeric: true,
      cell: (row) => <Balance cents={balances.get(row.id)?.current_balance_cents} state={state} />,
    },
    {
      header: until ? `Saldo previsto (até ${formatShortDate(until)})` : 'Saldo previsto',
      numeric: true,
      cell: (row) => (
        <Balance cents={balances.get(row.id)?.projected_balance_cents} state={state} />
      ),
    },
    {
      header: 'Conciliação',
      // Archived accounts have none: nobody imports their statements any more.
      cell: (row) => {
        const status = reconciliation.get(row.id);
        return status ? (
          <Box minW="16rem">
            <ReconciliationStatus status={status} />
          </Box>
        ) : (
          <Text as="span" color="fg.muted">
            —
          </Text>
        );
      },
    },
    { header: 'Chave Pix', cell: (row) => <PixKey row={row} /> },
    ...psp,
    { header: 'Situação', cell: (row) => <ActiveBadge active={row.active} /> },
  ];
}

export function BankAccountsTab() {
  const balances = useBankAccountBalancesQuery();
  const canEdit = useCan('edit-company');
  const [pspOf, setPspOf] = useState<BankAccount | null>(null);
  const state = balances.isLoading ? 'loading' : balances.data ? 'ready' : 'failed';
  const byAccount = useMemo(
    () => new Map((balances.data?.data ?? []).map((b) => [b.bank_account_id, b])),
    [balances.data],
  );
  const reconciliation = useBankAccountReconciliationQuery();
  const reconciled = useMemo(
    () => new Map((reconciliation.data?.data ?? []).map((r) => [r.bank_account_id, r])),
    [reconciliation.data],
  );
  return (
    <>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Saldo atual: saldo inicial mais o que foi recebido e pago pela conta até hoje. Saldo
        previsto: mais o que está em aberto, a receber e a pagar, até o fim do mês.
      </Text>
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
        columns={columns(
          byAccount,
          state,
          balances.data?.until,
          canEdit ? setPspOf : null,
          reconciled,
        )}
        renderForm={(row, onClose) => (
          <Suspense fallback={null}>
            <BankAccountForm row={row} onClose={onClose} />
          </Suspense>
        )}
      />
      {pspOf && <PspSettingsDrawer account={pspOf} onClose={() => setPspOf(null)} />}
    </>
  );
}
