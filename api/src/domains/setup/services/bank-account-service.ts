import type { BankAccountRow } from '../../../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../../../errors';
import type {
  BankAccountColumns,
  BankAccountWrite,
  BankAccountsRepository,
} from '../repositories/bank-accounts-repository';
import { defaultPeriod, todayIso } from 'shared/format';
import { CHARGE_DEFAULT_WITHOUT_PIX_KEY_MESSAGE } from 'shared/contracts';
import type {
  BankAccount,
  BankAccountBalances,
  BankAccountFilter,
  CreateBankAccount,
  UpdateBankAccount,
} from 'shared/contracts';
import { definedOnly } from '../../../lib/defined-only';

export const BANK_ACCOUNT_NOT_FOUND_MESSAGE = 'Conta bancária não encontrada.';
export const BANK_ACCOUNT_IN_USE_MESSAGE =
  'Esta conta bancária está em uso em movimentações ou pagamentos: desative-a em vez de excluir.';
export const BANK_ACCOUNT_NAME_TAKEN_MESSAGE = 'Já existe uma conta bancária com este nome.';
export const BANK_ACCOUNT_PIX_KEY_TAKEN_MESSAGE =
  'Esta chave Pix já está cadastrada em outra conta bancária da empresa.';
export const CHARGE_DEFAULT_TAKEN_MESSAGE =
  'Outra conta acabou de ser escolhida como padrão para cobrança. Atualize a página e tente de novo.';
export const CHARGE_DEFAULT_INACTIVE_MESSAGE =
  'A conta padrão para cobrança precisa estar ativa: escolha outra conta para a cobrança antes de desativar esta.';

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    agency: row.agency,
    agency_digit: row.agencyDigit,
    account_number: row.accountNumber,
    account_digit: row.accountDigit,
    type: row.type,
    opening_balance_cents: row.openingBalanceCents,
    opening_balance_date: row.openingBalanceDate,
    pix_key_type: row.pixKeyType,
    pix_key: row.pixKey,
    charge_default: row.chargeDefault,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: UpdateBankAccount): BankAccountColumns {
  const columns: BankAccountColumns = {
    name: input.name,
    bankCode: input.bank_code,
    bankName: input.bank_name,
    agency: input.agency,
    agencyDigit: input.agency_digit,
    accountNumber: input.account_number,
    accountDigit: input.account_digit,
    type: input.type,
    openingBalanceCents: input.opening_balance_cents,
    openingBalanceDate: input.opening_balance_date,
    pixKeyType: input.pix_key_type,
    pixKey: input.pix_key,
    chargeDefault: input.charge_default,
    active: input.active,
  };
  return definedOnly(columns);
}

function written(result: BankAccountWrite): BankAccount {
  if (result === 'name-taken') throw conflict(BANK_ACCOUNT_NAME_TAKEN_MESSAGE);
  if (result === 'pix-key-taken') throw conflict(BANK_ACCOUNT_PIX_KEY_TAKEN_MESSAGE);
  if (result === 'charge-default-taken') throw conflict(CHARGE_DEFAULT_TAKEN_MESSAGE);
  // The database holds both rules (CHECKs), so no read-then-write race can break them.
  if (result === 'charge-default-without-pix-key') {
    throw badRequest(CHARGE_DEFAULT_WITHOUT_PIX_KEY_MESSAGE);
  }
  if (result === 'charge-default-inactive') throw badRequest(CHARGE_DEFAULT_INACTIVE_MESSAGE);
  if (!result) throw notFound(BANK_ACCOUNT_NOT_FOUND_MESSAGE);
  return toBankAccount(result);
}

/** Every call is scoped by the company: another company's id is a 404, as a missing one. */
export interface BankAccountService {
  list(companyId: string, filter: BankAccountFilter): Promise<BankAccount[]>;
  get(companyId: string, id: string): Promise<BankAccount>;
  create(companyId: string, input: CreateBankAccount): Promise<BankAccount>;
  update(companyId: string, id: string, changes: UpdateBankAccount): Promise<BankAccount>;
  remove(companyId: string, id: string): Promise<void>;
  /** Saldo atual and previsto of every account, as of today in São Paulo. */
  balances(companyId: string): Promise<BankAccountBalances>;
}

export function createBankAccountService(deps: {
  bankAccounts: BankAccountsRepository;
  now?: () => Date;
}): BankAccountService {
  const { bankAccounts } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(companyId, filter) {
      return (await bankAccounts.list(companyId, filter)).map(toBankAccount);
    },
    async get(companyId, id) {
      const row = await bankAccounts.find(companyId, id);
      if (!row) throw notFound(BANK_ACCOUNT_NOT_FOUND_MESSAGE);
      return toBankAccount(row);
    },
    async create(companyId, input) {
      return written(
        await bankAccounts.create(companyId, {
          ...toColumns(input),
          name: input.name,
          bankCode: input.bank_code,
          bankName: input.bank_name,
          agency: input.agency,
          accountNumber: input.account_number,
          accountDigit: input.account_digit,
          type: input.type,
          openingBalanceDate: input.opening_balance_date,
        }),
      );
    },
    async update(companyId, id, changes) {
      const columns = toColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      return written(await bankAccounts.update(companyId, id, columns));
    },
    async remove(companyId, id) {
      const result = await bankAccounts.delete(companyId, id);
      if (result === 'missing') throw notFound(BANK_ACCOUNT_NOT_FOUND_MESSAGE);
      if (result === 'in-use') throw conflict(BANK_ACCOUNT_IN_USE_MESSAGE);
    },
    async balances(companyId) {
      const at = now();
      const asOf = todayIso(at);
      const until = defaultPeriod(at).end_date;
      const rows = await bankAccounts.balances(companyId, asOf, until);
      return {
        as_of: asOf,
        until,
        data: rows.map((row) => ({
          bank_account_id: row.id,
          current_balance_cents: row.currentCents,
          projected_balance_cents: row.projectedCents,
        })),
      };
    },
  };
}
