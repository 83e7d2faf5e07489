import { screen } from '@testing-library/react';
import type { BankAccountReconciliation } from '../../contracts/imports/reconciliation';
import { renderWithProviders } from '../../testing/render';
import { ReconciliationStatus } from '../reconciliation-status';

const statement = {
  batch_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c01',
  imported_at: '2026-11-03T12:00:00.000Z',
  file_name: 'itau-out.ofx',
  end_date: '2026-10-31',
  balance_cents: 123_456,
  balance_date: '2026-10-31',
};

function status(overrides: Partial<BankAccountReconciliation>): BankAccountReconciliation {
  return {
    bank_account_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c02',
    bank_account_name: 'Itaú',
    last_statement: statement,
    fluxo_balance_cents: 123_456,
    difference_cents: 0,
    unreconciled_count: 0,
    ...overrides,
  };
}

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('reconciliation status', () => {
  it('should say "Conciliado até" the statement day when the balances agree', () => {
    renderWithProviders(<ReconciliationStatus status={status({})} />);
    expect(screen.getByText('Último extrato: 31/10/2026', { exact: false })).toBeVisible();
    expect(screen.getByText('(itau-out.ofx)')).toBeVisible();
    expect(screen.getByText('Conciliado até 31/10/2026')).toBeVisible();
    expect(screen.queryByText(/Diferença/)).toBeNull();
    expect(screen.queryByText(/a conciliar/)).toBeNull();
  });

  it('should give both balances and the difference, and what is left to reconcile', () => {
    renderWithProviders(
      <ReconciliationStatus
        status={status({
          fluxo_balance_cents: 100_000,
          difference_cents: 23_456,
          unreconciled_count: 3,
        })}
      />,
    );
    expect(text()).toContain(
      'Saldo do extrato R$ 1.234,56 · Saldo no Fluxo R$ 1.000,00 · Diferença R$ 234,56',
    );
    expect(screen.getByText('3 lançamentos a conciliar')).toBeVisible();
    expect(screen.queryByText(/Conciliado até/)).toBeNull();
  });

  it('should say one line in the singular, and when the statement gives no balance', () => {
    renderWithProviders(
      <ReconciliationStatus
        status={status({
          last_statement: { ...statement, balance_cents: null, balance_date: null },
          fluxo_balance_cents: null,
          difference_cents: null,
          unreconciled_count: 1,
        })}
      />,
    );
    expect(screen.getByText('O extrato não informa o saldo final')).toBeVisible();
    expect(screen.getByText('1 lançamento a conciliar')).toBeVisible();
  });

  it('should offer the import when no statement was imported', () => {
    renderWithProviders(
      <ReconciliationStatus
        status={status({ last_statement: null, fluxo_balance_cents: null, difference_cents: null })}
      />,
    );
    expect(screen.getByText('Nenhum extrato importado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Importar extrato' })).toHaveAttribute(
      'href',
      '/importacao',
    );
  });
});
