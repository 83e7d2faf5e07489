import type { BankAccount } from 'shared/contracts';

/**
 * The bank account the bank-account tests start from (Itaú, taking Pix by the company's CNPJ and
 * the default for cobrança); each test changes what it is about.
 */
export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'ba-1',
    company_id: 'company-1',
    name: 'Itaú movimento',
    bank_code: '341',
    bank_name: 'Itaú Unibanco',
    agency: '1234',
    agency_digit: null,
    account_number: '56789',
    account_digit: '0',
    type: 'corrente',
    opening_balance_cents: 0,
    opening_balance_date: '2026-01-01',
    pix_key_type: 'cnpj',
    pix_key: '11222333000181',
    charge_default: true,
    active: true,
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}
