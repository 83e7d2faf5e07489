import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { movementPageSchema, movementSchema, paymentSchema } from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../../src/app';
import {
  MOVEMENTS_URL,
  createMovement,
  createMovements,
  createSetup,
  pay,
  openMovementWorld,
} from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Method, Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

const today = todayIso();

const rent = () => ({
  type: 'despesa',
  description: 'Aluguel da sede',
  amount_cents: 350_000,
  due_date: today,
  category_id: setup.rent,
});

/** Movement and payment rows of a company, to prove a refused request wrote nothing. */
async function rowCounts(companyId: string): Promise<{ movements: number; payments: number }> {
  const result = (await app.db.execute(
    sql`select (select count(*) from movements where company_id = ${companyId})::int as movements,
      (select count(*) from payments where company_id = ${companyId})::int as payments`,
  )) as unknown as { rows: { movements: number; payments: number }[] };
  const [row] = result.rows;
  return { movements: Number(row?.movements), payments: Number(row?.payments) };
}

describe('movements: create, read, change, delete', () => {
  test('should create a movement with every field and read it back with its names', async () => {
    const created = await createMovement(ana, {
      ...rent(),
      description: '  Aluguel de março  ',
      competence_date: addDays(today, -30),
      cost_center_id: setup.costCenter,
      supplier_id: setup.supplier,
      bank_account_id: setup.itau,
      document_number: 'BOL-123',
      notes: 'Contrato 2024',
    });
    assert.equal(created.description, 'Aluguel de março');
    assert.equal(created.type, 'despesa');
    assert.equal(created.amount_cents, 350_000);
    assert.equal(created.paid_cents, 0);
    assert.equal(created.open_cents, 350_000);
    assert.equal(created.status, 'vence hoje');
    assert.equal(created.competence_date, addDays(today, -30));
    assert.deepEqual(created.category, { id: setup.rent, code: '2.02', name: 'Aluguel' });
    assert.deepEqual(created.cost_center, { id: setup.costCenter, name: 'Comercial' });
    assert.deepEqual(created.supplier, { id: setup.supplier, name: 'Imobiliária Central' });
    assert.deepEqual(created.bank_account, { id: setup.itau, name: 'Itaú' });
    assert.equal(created.instalment, null);
    assert.equal(created.recurrence, null);

    const read = await ana.call('GET', `${MOVEMENTS_URL}/${created.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), created);
  });

  test('should default the competence date to the due date', async () => {
    const created = await createMovement(ana, rent());
    assert.equal(created.competence_date, created.due_date);
    assert.equal(created.supplier, null);
  });

  test('should compute vencido, vence hoje and a vencer from the São Paulo day', async () => {
    const overdue = await createMovement(ana, { ...rent(), due_date: addDays(today, -1) });
    const dueToday = await createMovement(ana, { ...rent(), due_date: today });
    const upcoming = await createMovement(ana, { ...rent(), due_date: addDays(today, 1) });
    assert.equal(overdue.status, 'vencido');
    assert.equal(dueToday.status, 'vence hoje');
    assert.equal(upcoming.status, 'a vencer');
  });

  test('should split instalments to the cent, label them 2/3 and keep the day of the month', async () => {
    const parcels = await createMovements(ana, {
      ...rent(),
      description: 'Notebooks',
      amount_cents: 10_000,
      due_date: '2026-01-31',
      instalments: 3,
    });
    assert.deepEqual(
      parcels.map((p) => p.amount_cents),
      [3334, 3333, 3333],
    );
    assert.deepEqual(
      parcels.map((p) => p.instalment?.label),
      ['1/3', '2/3', '3/3'],
    );
    assert.deepEqual(
      parcels.map((p) => p.due_date),
      ['2026-01-31', '2026-02-28', '2026-03-31'],
    );
    const groups = new Set(parcels.map((p) => p.instalment?.group_id));
    assert.equal(groups.size, 1);
    assert.equal(
      parcels.reduce((sum, p) => sum + p.amount_cents, 0),
      10_000,
    );
  });

  test('should repeat a movement monthly with the same amount', async () => {
    const series = await createMovements(ana, {
      ...rent(),
      due_date: '2026-03-10',
      competence_date: '2026-02-01',
      recurrence: { frequency: 'monthly', count: 3 },
    });
    assert.deepEqual(
      series.map((m) => [m.due_date, m.competence_date, m.amount_cents, m.recurrence?.number]),
      [
        ['2026-03-10', '2026-02-01', 350_000, 1],
        ['2026-04-10', '2026-03-01', 350_000, 2],
        ['2026-05-10', '2026-04-01', 350_000, 3],
      ],
    );
  });

  test('should change a movement and refuse an amount below what is paid', async () => {
    const created = await createMovement(ana, { ...rent(), bank_account_id: setup.itau });
    await pay(ana, created.id, { paid_on: today, amount_cents: 100_000 });
    const changed = await ana.call('PATCH', `${MOVEMENTS_URL}/${created.id}`, {
      description: 'Aluguel reajustado',
      amount_cents: 360_000,
      category_id: setup.salaries,
    });
    expectStatus(changed, 200);
    assert.equal(changed.json<Movement>().amount_cents, 360_000);
    assert.equal(changed.json<Movement>().category.name, 'Salários');

    const below = await ana.call('PATCH', `${MOVEMENTS_URL}/${created.id}`, {
      amount_cents: 99_999,
    });
    expectError(
      below,
      400,
      "O campo 'amount_cents' é inválido: o valor não pode ser menor que o total já pago.",
    );
    const wrongType = await ana.call('PATCH', `${MOVEMENTS_URL}/${created.id}`, {
      type: 'receita',
    });
    expectError(wrongType, 400, /mesmo tipo/);
    const empty = await ana.call('PATCH', `${MOVEMENTS_URL}/${created.id}`, {});
    expectError(empty, 400, 'Informe ao menos um campo para alterar.');
    const after = await ana.call('GET', `${MOVEMENTS_URL}/${created.id}`);
    assert.equal(after.json<Movement>().amount_cents, 360_000);
    assert.equal(after.json<Movement>().type, 'despesa');
  });

  test('should delete a movement without payments and refuse one with payments', async () => {
    const unpaid = await createMovement(ana, rent());
    expectStatus(await ana.call('DELETE', `${MOVEMENTS_URL}/${unpaid.id}`), 204);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${unpaid.id}`), 404);

    const paid = await createMovement(ana, rent());
    await pay(ana, paid.id, { paid_on: today, amount_cents: 1 });
    expectError(
      await ana.call('DELETE', `${MOVEMENTS_URL}/${paid.id}`),
      409,
      'Esta movimentação tem pagamentos: estorne-os antes de excluí-la.',
    );
  });
});

describe('movements: bad input is a 400 in Portuguese and writes nothing', () => {
  const cases: [string, () => Record<string, unknown>, RegExp][] = [
    [
      'a text amount',
      () => ({ ...rent(), amount_cents: '100' }),
      /'amount_cents' deve ser um número/,
    ],
    [
      'a fractional amount',
      () => ({ ...rent(), amount_cents: 10.5 }),
      /'amount_cents' deve ser um número inteiro/,
    ],
    [
      'a negative amount',
      () => ({ ...rent(), amount_cents: -5 }),
      /'amount_cents' deve ser maior ou igual a 1/,
    ],
    [
      'an absurd amount',
      () => ({ ...rent(), amount_cents: 1e15 }),
      /'amount_cents' deve ser menor ou igual a/,
    ],
    [
      'a day that does not exist',
      () => ({ ...rent(), due_date: '2025-02-30' }),
      /'due_date'.*AAAA-MM-DD/,
    ],
    [
      'a year out of range',
      () => ({ ...rent(), due_date: '0201-01-01' }),
      /'due_date'.*entre 1900 e 2199/,
    ],
    [
      'an unknown type',
      () => ({ ...rent(), type: 'transferencia' }),
      /'type' deve ser um destes valores/,
    ],
    [
      'an unknown category',
      () => ({ ...rent(), category_id: randomUUID() }),
      /'category_id' é inválido: categoria não encontrada/,
    ],
    [
      "another company's category",
      () => ({ ...rent(), category_id: brunoSetup.rent }),
      /'category_id' é inválido: categoria não encontrada/,
    ],
    [
      'a category of the other type',
      () => ({ ...rent(), category_id: setup.sales }),
      /mesmo tipo da movimentação/,
    ],
    [
      "another company's bank account",
      () => ({ ...rent(), bank_account_id: brunoSetup.itau }),
      /'bank_account_id' é inválido: conta bancária não encontrada/,
    ],
    [
      "another company's supplier",
      () => ({ ...rent(), supplier_id: brunoSetup.supplier }),
      /'supplier_id' é inválido: fornecedor não encontrado/,
    ],
    [
      "another company's cost centre",
      () => ({ ...rent(), cost_center_id: brunoSetup.costCenter }),
      /'cost_center_id' é inválido: centro de custo não encontrado/,
    ],
    [
      'instalments and recurrence together',
      () => ({ ...rent(), instalments: 2, recurrence: { frequency: 'monthly', count: 2 } }),
      /'recurrence' é inválido/,
    ],
    [
      'too many instalments',
      () => ({ ...rent(), instalments: 500 }),
      /'instalments' deve ser menor ou igual a 120/,
    ],
    [
      'fewer cents than instalments',
      () => ({ ...rent(), amount_cents: 2, instalments: 3 }),
      /um centavo por parcela/,
    ],
    ['an unknown field', () => ({ ...rent(), status: 'pago' }), /campo não permitido: 'status'/],
    ['no description', () => ({ ...rent(), description: '  ' }), /'description'/],
  ];
  for (const [name, body, message] of cases) {
    test(`should refuse ${name}`, async () => {
      const before = await rowCounts(ana.companyId);
      expectError(await ana.call('POST', MOVEMENTS_URL, body()), 400, message);
      assert.deepEqual(await rowCounts(ana.companyId), before);
    });
  }

  test('should refuse an inactive category', async () => {
    const response = await ana.call('POST', '/v1/companies/categories', {
      type: 'despesa',
      code: '2.09',
      name: 'Antiga',
      parent_id: setup.expense,
      active: false,
    });
    expectStatus(response, 201);
    expectError(
      await ana.call('POST', MOVEMENTS_URL, { ...rent(), category_id: response.json().id }),
      400,
      "O campo 'category_id' é inválido: a categoria está inativa.",
    );
  });

  test('should refuse a list period that ends before it starts, and a forged cursor', async () => {
    expectError(
      await ana.call('GET', `${MOVEMENTS_URL}?start_date=2026-02-01&end_date=2026-01-01`),
      400,
      /'end_date' é inválido: a data final deve ser igual ou posterior à data inicial/,
    );
    expectError(
      await ana.call('GET', `${MOVEMENTS_URL}?cursor=bm90LWEtY3Vyc29y`),
      400,
      "O parâmetro de consulta 'cursor' é inválido.",
    );
    expectError(await ana.call('GET', `${MOVEMENTS_URL}?status=pendente`), 400, /'status/);
  });
});

describe('payments', () => {
  test('should add partial payments up to the amount, then refuse more', async () => {
    const movement = await createMovement(ana, {
      ...rent(),
      amount_cents: 10_000,
      due_date: addDays(today, -3),
      bank_account_id: setup.itau,
    });
    const first = await pay(ana, movement.id, {
      paid_on: addDays(today, -2),
      amount_cents: 2_500,
    });
    assert.equal(first.status, 'pago parcial');
    assert.equal(first.paid_cents, 2_500);
    assert.equal(first.open_cents, 7_500);
    assert.equal(first.last_payment_date, addDays(today, -2));

    const over = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 7_501,
    });
    expectError(
      over,
      400,
      "O campo 'amount_cents' é inválido: o valor excede o saldo em aberto de R$\u00a075,00.",
    );
    const second = await pay(ana, movement.id, {
      paid_on: addDays(today, -5),
      amount_cents: 7_500,
      bank_account_id: setup.nubank,
    });
    assert.equal(second.status, 'pago');
    assert.equal(second.open_cents, 0);
    // The latest payment date, not the latest recorded.
    assert.equal(second.last_payment_date, addDays(today, -2));
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 1,
      }),
      400,
      "O campo 'amount_cents' é inválido: esta movimentação já está totalmente paga.",
    );

    const list = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`);
    expectStatus(list, 200);
    const payments = z.array(paymentSchema).parse(list.json());
    assert.deepEqual(
      payments.map((p) => [p.paid_on, p.amount_cents, p.bank_account?.name]),
      [
        [addDays(today, -5), 7_500, 'Nubank'],
        [addDays(today, -2), 2_500, 'Itaú'],
      ],
    );
  });

  test("should refuse a payment dated after today and one on another company's account", async () => {
    const movement = await createMovement(ana, rent());
    const before = await rowCounts(ana.companyId);
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: addDays(today, 1),
        amount_cents: 100,
      }),
      400,
      "O campo 'paid_on' é inválido: a data do pagamento não pode ser posterior a hoje.",
    );
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 100,
        bank_account_id: brunoSetup.itau,
      }),
      400,
      /'bank_account_id' é inválido/,
    );
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 0,
      }),
      400,
      /'amount_cents' deve ser maior ou igual a 1/,
    );
    assert.deepEqual(await rowCounts(ana.companyId), before);
  });

  test('should undo a payment (estorno) and recompute the movement', async () => {
    const movement = await createMovement(ana, {
      ...rent(),
      amount_cents: 1_000,
      due_date: addDays(today, -1),
    });
    await pay(ana, movement.id, { paid_on: addDays(today, -1), amount_cents: 400 });
    const paid = await pay(ana, movement.id, { paid_on: today, amount_cents: 600 });
    assert.equal(paid.status, 'pago');
    const list = z
      .array(paymentSchema)
      .parse((await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`)).json());
    const latest = list.find((p) => p.paid_on === today)!;
    const undone = await ana.call(
      'DELETE',
      `${MOVEMENTS_URL}/${movement.id}/payments/${latest.id}`,
    );
    expectStatus(undone, 200);
    const back = movementSchema.parse(undone.json());
    assert.equal(back.paid_cents, 400);
    assert.equal(back.status, 'pago parcial');
    assert.equal(back.last_payment_date, addDays(today, -1));
    expectStatus(
      await ana.call('DELETE', `${MOVEMENTS_URL}/${movement.id}/payments/${latest.id}`),
      404,
    );
  });

  test('should never overpay under concurrent payments', async () => {
    const movement = await createMovement(ana, { ...rent(), amount_cents: 10_000 });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
          paid_on: today,
          amount_cents: 3_000,
        }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, 201, 201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const after = movementSchema.parse(
      (await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}`)).json(),
    );
    assert.equal(after.paid_cents, 9_000);
    const payments = z
      .array(paymentSchema)
      .parse((await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`)).json());
    assert.equal(
      payments.reduce((sum, p) => sum + p.amount_cents, 0),
      9_000,
    );
  });
});

describe('movements: another company', () => {
  test("should answer 404 on every endpoint with another company's ids and change nothing", async () => {
    const foreign = await createMovement(bruno, {
      type: 'despesa',
      description: 'Aluguel do Bruno',
      amount_cents: 5_000,
      due_date: today,
      category_id: brunoSetup.rent,
    });
    await pay(bruno, foreign.id, { paid_on: today, amount_cents: 1_000 });
    const [payment] = z
      .array(paymentSchema)
      .parse((await bruno.call('GET', `${MOVEMENTS_URL}/${foreign.id}/payments`)).json());
    const attempts: [Method, string, unknown?][] = [
      ['GET', `${MOVEMENTS_URL}/${foreign.id}`],
      ['PATCH', `${MOVEMENTS_URL}/${foreign.id}`, { description: 'Invadido' }],
      ['DELETE', `${MOVEMENTS_URL}/${foreign.id}`],
      ['GET', `${MOVEMENTS_URL}/${foreign.id}/payments`],
      ['POST', `${MOVEMENTS_URL}/${foreign.id}/payments`, { paid_on: today, amount_cents: 1 }],
      ['DELETE', `${MOVEMENTS_URL}/${foreign.id}/payments/${payment!.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await ana.call(method, url, body);
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
    }
    const list = movementPageSchema.parse(
      (await ana.call('GET', `${MOVEMENTS_URL}?search=Bruno&limit=200`)).json(),
    );
    assert.equal(list.items.length, 0);
    const unchanged = movementSchema.parse(
      (await bruno.call('GET', `${MOVEMENTS_URL}/${foreign.id}`)).json(),
    );
    assert.equal(unchanged.description, 'Aluguel do Bruno');
    assert.equal(unchanged.paid_cents, 1_000);
  });

  test('should check the company header on every endpoint', async () => {
    const id = randomUUID();
    const endpoints: [Method, string, unknown?][] = [
      ['GET', MOVEMENTS_URL],
      ['POST', MOVEMENTS_URL, rent()],
      ['GET', `${MOVEMENTS_URL}/${id}`],
      ['PATCH', `${MOVEMENTS_URL}/${id}`, { description: 'x' }],
      ['DELETE', `${MOVEMENTS_URL}/${id}`],
      ['GET', `${MOVEMENTS_URL}/${id}/payments`],
      ['POST', `${MOVEMENTS_URL}/${id}/payments`, { paid_on: today, amount_cents: 1 }],
      ['DELETE', `${MOVEMENTS_URL}/${id}/payments/${randomUUID()}`],
    ];
    for (const [method, url, body] of endpoints) {
      await assertCompanyHeaderChecks(app, ana, bruno, method, url, body);
    }
  });
});

describe('setup rows in use', () => {
  test('should refuse to delete a category, cost centre, supplier or account in use, and allow deactivating', async () => {
    const tenant = await createTenant(app);
    const own = await createSetup(tenant);
    await createMovement(tenant, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 100,
      due_date: today,
      category_id: own.rent,
      cost_center_id: own.costCenter,
      supplier_id: own.supplier,
      bank_account_id: own.itau,
    });
    const inUse: [string, string, RegExp][] = [
      [
        `/v1/companies/categories/${own.rent}`,
        'categoria',
        /Esta categoria está em uso em movimentações: desative-a em vez de excluir\./,
      ],
      [
        `/v1/companies/cost-centers/${own.costCenter}`,
        'centro',
        /Este centro de custo está em uso/,
      ],
      [`/v1/companies/suppliers/${own.supplier}`, 'fornecedor', /Este fornecedor está em uso/],
      [`/v1/companies/bank-accounts/${own.itau}`, 'conta', /Esta conta bancária está em uso/],
    ];
    for (const [url, , message] of inUse) {
      expectError(await tenant.call('DELETE', url), 409, message);
      const deactivated = await tenant.call('PATCH', url, { active: false });
      expectStatus(deactivated, 200);
      assert.equal(deactivated.json().active, false);
    }
    expectError(
      await tenant.call('PATCH', `/v1/companies/categories/${own.rent}`, {
        type: 'receita',
        parent_id: null,
      }),
      400,
      "O campo 'type' é inválido: não é possível mudar o tipo de uma categoria usada em movimentações.",
    );
    // Unused rows still delete.
    expectStatus(await tenant.call('DELETE', `/v1/companies/bank-accounts/${own.nubank}`), 204);
  });
});

describe('movements: listing', () => {
  let tenant: Tenant;
  let own: Setup;
  const base = '2026-06-';
  before(async () => {
    tenant = await createTenant(app);
    own = await createSetup(tenant);
    const make = (day: string, extra: Record<string, unknown> = {}) =>
      createMovement(tenant, {
        type: 'despesa',
        description: `Despesa ${day}`,
        amount_cents: 1_000,
        due_date: `${base}${day}`,
        competence_date: `2026-05-${day}`,
        category_id: own.rent,
        ...extra,
      });
    await make('01');
    await make('02', { category_id: own.salaries, description: 'Folha de junho' });
    await make('03', { supplier_id: own.supplier });
    await make('03', { document_number: 'NF-998877' });
    await make('05', { bank_account_id: own.nubank, cost_center_id: own.costCenter });
    const sale = await createMovement(tenant, {
      type: 'receita',
      description: 'Venda balcão',
      amount_cents: 5_000,
      due_date: `${base}04`,
      category_id: own.sales,
    });
    await pay(tenant, sale.id, { paid_on: '2026-06-10', amount_cents: 5_000 });
    await make('06');
  });

  const page = async (query: string) => {
    const response = await tenant.call('GET', `${MOVEMENTS_URL}?${query}`);
    expectStatus(response, 200);
    return movementPageSchema.parse(response.json());
  };

  test('should walk every row once, in date order, page by page', async () => {
    const seen: Movement[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await page(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...result.items);
      cursor = result.next_cursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.equal(seen.length, 7);
    assert.equal(new Set(seen.map((m) => m.id)).size, 7);
    const keys = seen.map((m) => `${m.due_date}|${m.id}`);
    assert.deepEqual(keys, [...keys].sort());
  });

  test('should honour each filter field', async () => {
    const count = async (query: string) => (await page(query)).items.length;
    assert.equal(await count('start_date=2026-06-02&end_date=2026-06-03'), 3);
    assert.equal(
      await count('date_type=competence_date&start_date=2026-05-05&end_date=2026-05-31'),
      2,
    );
    assert.equal(
      await count('date_type=payment_date&start_date=2026-06-10&end_date=2026-06-10'),
      1,
    );
    assert.equal(await count('type=receita'), 1);
    assert.equal(await count('search=folha'), 1);
    assert.equal(await count('search=998877'), 1);
    assert.equal(await count('search=imobili%C3%A1ria'), 1);
    assert.equal(await count(`suppliers=${own.supplier}`), 1);
    assert.equal(await count(`cost_centers=${own.costCenter}`), 1);
    assert.equal(await count(`bank_accounts=${own.nubank}`), 1);
    assert.equal(await count('status=pago'), 1);
    assert.equal(await count('status=pago,vencido'), 7);
    assert.equal(await count('status=a vencer&status=vence hoje'), 0);
    // A parent category finds its subcategories' movements.
    assert.equal(await count(`categories=${own.expense}`), 6);
    assert.equal(await count(`categories=${own.payroll}`), 1);
    assert.equal(await count(`categories=${brunoSetup.rent}`), 0);
  });
});

describe('movements: the database keeps the rules too', () => {
  test('should refuse, by key, a movement whose type differs from its category', async () => {
    const [category] = (
      (await app.db.execute(
        sql`select company_id, id from categories where id = ${setup.rent}`,
      )) as unknown as { rows: { company_id: string; id: string }[] }
    ).rows;
    await assert.rejects(
      app.db.execute(
        sql`insert into movements (company_id, type, description, amount_cents, due_date, competence_date, category_id)
          values (${category!.company_id}, 'receita', 'Tipo trocado', 100, ${today}, ${today}, ${category!.id})`,
      ),
      (error: { cause?: { code?: string } }) => error.cause?.code === '23503',
    );
  });
});
