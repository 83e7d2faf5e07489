import {
  bankAccountSchema,
  categorySchema,
  costCenterSchema,
  movementSchema,
  supplierSchema,
} from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import { z } from 'zod';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import type { Tenant } from '../setup/setup-fixtures';
import { createAs, createTenant, expectStatus } from '../setup/setup-fixtures';

export const MOVEMENTS_URL = '/v1/companies/movements';

/** A small plano de contas and one of each other setup row, to file movements under. */
export interface Setup {
  income: string;
  sales: string;
  services: string;
  expense: string;
  payroll: string;
  salaries: string;
  rent: string;
  itau: string;
  nubank: string;
  costCenter: string;
  supplier: string;
}

/** A conta corrente named `name` at bank `bankCode`, with no opening balance: its id. */
export const createBankAccount = (tenant: Tenant, name: string, bankCode: string) =>
  createAs(tenant, '/v1/companies/bank-accounts', bankAccountSchema, {
    name,
    bank_code: bankCode,
    bank_name: name,
    agency: '0001',
    account_number: '12345',
    account_digit: '6',
    type: 'corrente',
    opening_balance_cents: 0,
    opening_balance_date: '2025-01-01',
  }).then((row) => row.id);

export async function createSetup(tenant: Tenant): Promise<Setup> {
  const category = (body: Record<string, unknown>) =>
    createAs(tenant, '/v1/companies/categories', categorySchema, body).then((row) => row.id);
  const account = (name: string, bankCode: string) => createBankAccount(tenant, name, bankCode);
  const income = await category({ type: 'receita', code: '1', name: 'Receitas' });
  const sales = await category({
    type: 'receita',
    code: '1.01',
    name: 'Vendas',
    parent_id: income,
  });
  const services = await category({
    type: 'receita',
    code: '1.02',
    name: 'Serviços',
    parent_id: income,
  });
  const expense = await category({ type: 'despesa', code: '2', name: 'Despesas' });
  const payroll = await category({
    type: 'despesa',
    code: '2.01',
    name: 'Pessoal',
    parent_id: expense,
  });
  const salaries = await category({
    type: 'despesa',
    code: '2.01.01',
    name: 'Salários',
    parent_id: payroll,
  });
  const rent = await category({
    type: 'despesa',
    code: '2.02',
    name: 'Aluguel',
    parent_id: expense,
  });
  return {
    income,
    sales,
    services,
    expense,
    payroll,
    salaries,
    rent,
    itau: await account('Itaú', '341'),
    nubank: await account('Nubank', '260'),
    costCenter: (
      await createAs(tenant, '/v1/companies/cost-centers', costCenterSchema, {
        name: 'Comercial',
      })
    ).id,
    supplier: (
      await createAs(tenant, '/v1/companies/suppliers', supplierSchema, {
        name: 'Imobiliária Central',
        document: '11.222.333/0001-81',
      })
    ).id,
  };
}

const movementList = z.array(movementSchema);

/** Creates through the API (201 expected) and answers every movement created. */
export async function createMovements(
  tenant: Tenant,
  body: Record<string, unknown>,
): Promise<Movement[]> {
  const response = await tenant.call('POST', MOVEMENTS_URL, body);
  expectStatus(response, 201);
  return movementList.parse(response.json());
}

export async function createMovement(
  tenant: Tenant,
  body: Record<string, unknown>,
): Promise<Movement> {
  const [movement] = await createMovements(tenant, body);
  if (!movement) throw new Error('no movement created');
  return movement;
}

export async function pay(
  tenant: Tenant,
  movementId: string,
  body: Record<string, unknown>,
): Promise<Movement> {
  const response = await tenant.call('POST', `${MOVEMENTS_URL}/${movementId}/payments`, body);
  expectStatus(response, 201);
  return movementSchema.parse(response.json<{ movement: unknown }>().movement);
}

/** What every movement test file starts from: the app and two companies, each with its setup. */
export interface MovementWorld {
  app: App;
  /** The company the tests act in. */
  ana: Tenant;
  setup: Setup;
  /** Another company, whose rows Ana must never reach. */
  bruno: Tenant;
  brunoSetup: Setup;
}

/** Builds the app (with `env`, if given) and the two companies; the caller closes the app. */
export async function openMovementWorld(env?: NodeJS.ProcessEnv): Promise<MovementWorld> {
  const app = await build(undefined, env ? { env } : {});
  const ana = await createTenant(app);
  const bruno = await createTenant(app);
  return { app, ana, bruno, setup: await createSetup(ana), brunoSetup: await createSetup(bruno) };
}
