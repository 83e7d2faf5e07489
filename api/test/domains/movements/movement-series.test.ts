import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { movementSchema } from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import {
  MOVEMENTS_URL,
  createMovement,
  createMovements,
  pay,
  openMovementWorld,
} from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';

// Recurrence by frequency, "Já está pago" at creation, and changes or deletions of a series of
// parcels or repetitions ('Apenas esta', 'Esta e as próximas', 'Todas'), all or nothing.

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

const laptops = () => ({
  type: 'despesa',
  description: 'Notebooks',
  amount_cents: 10_000,
  due_date: '2026-01-31',
  category_id: setup.rent,
});

/** Every movement of the company, as the API shows it, to prove a refusal changed nothing. */
async function snapshot(tenant: Tenant): Promise<Movement[]> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}?limit=200&start_date=1900-01-01`);
  expectStatus(response, 200);
  return response.json<{ items: Movement[] }>().items;
}

async function read(tenant: Tenant, id: string): Promise<Movement> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}/${id}`);
  expectStatus(response, 200);
  return movementSchema.parse(response.json());
}

async function parcelsOf(tenant: Tenant, movements: Movement[]): Promise<Movement[]> {
  return Promise.all(movements.map((m) => read(tenant, m.id)));
}

describe('creating a series', () => {
  test('should repeat weekly N times and yearly until a date', async () => {
    const weekly = await createMovements(ana, {
      ...laptops(),
      due_date: '2026-03-02',
      recurrence: { frequency: 'weekly', count: 3 },
    });
    assert.deepEqual(
      weekly.map((m) => [m.due_date, m.amount_cents, m.recurrence?.number, m.recurrence?.count]),
      [
        ['2026-03-02', 10_000, 1, 3],
        ['2026-03-09', 10_000, 2, 3],
        ['2026-03-16', 10_000, 3, 3],
      ],
    );
    const yearly = await createMovements(ana, {
      ...laptops(),
      due_date: '2024-02-29',
      recurrence: { frequency: 'yearly', until: '2027-03-01' },
    });
    assert.deepEqual(
      yearly.map((m) => m.due_date),
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28'],
    );
    assert.ok(yearly.every((m) => m.recurrence?.count === 4));
  });

  test('should pay the movement in full at creation, or the first parcel of a split', async () => {
    const paid = await createMovement(ana, {
      ...laptops(),
      bank_account_id: setup.itau,
      payment: { paid_on: today },
    });
    assert.equal(paid.status, 'pago');
    assert.equal(paid.paid_cents, 10_000);
    assert.equal(paid.last_payment_date, today);
    const history = await ana.call('GET', `${MOVEMENTS_URL}/${paid.id}/payments`);
    assert.deepEqual(
      history
        .json<{ amount_cents: number; bank_account: { id: string } }[]>()
        .map((p) => [p.amount_cents, p.bank_account.id]),
      [[10_000, setup.itau]],
    );
    const parcels = await createMovements(ana, {
      ...laptops(),
      instalments: 3,
      payment: { paid_on: today, bank_account_id: setup.nubank },
    });
    assert.deepEqual(
      parcels.map((p) => p.paid_cents),
      [3334, 0, 0],
    );
  });

  test('should accept a competence years away from the due date', async () => {
    const created = await createMovement(ana, { ...laptops(), competence_date: '2019-01-31' });
    assert.equal(created.competence_date, '2019-01-31');
  });

  const refusals: [string, () => Record<string, unknown>, RegExp][] = [
    [
      'an amount of zero',
      () => ({ ...laptops(), amount_cents: 0 }),
      /'amount_cents' deve ser maior ou igual a 1/,
    ],
    ['2026-02-30', () => ({ ...laptops(), due_date: '2026-02-30' }), /'due_date'/],
    [
      '121 parcels',
      () => ({ ...laptops(), instalments: 121 }),
      /'instalments' deve ser menor ou igual a 120/,
    ],
    [
      'an until before the due date',
      () => ({ ...laptops(), recurrence: { frequency: 'monthly', until: '2025-12-31' } }),
      /'recurrence.until' é inválido: a data final deve ser igual ou posterior ao vencimento/,
    ],
    [
      'an until that gives more than 120 repetitions',
      () => ({ ...laptops(), recurrence: { frequency: 'weekly', until: '2030-01-01' } }),
      /'recurrence.until' é inválido: deve dar entre 2 e 120 repetições/,
    ],
    [
      'both a count and an until',
      () => ({
        ...laptops(),
        recurrence: { frequency: 'monthly', count: 2, until: '2026-12-31' },
      }),
      /'recurrence' é inválido: informe count ou until/,
    ],
    [
      'an unknown frequency',
      () => ({ ...laptops(), recurrence: { frequency: 'daily', count: 2 } }),
      /'recurrence.frequency'/,
    ],
    [
      'a payment dated after today',
      () => ({ ...laptops(), payment: { paid_on: addDays(today, 1) } }),
      /'payment.paid_on' é inválido: a data do pagamento não pode ser posterior a hoje/,
    ],
    [
      "a payment on another company's account",
      () => ({ ...laptops(), payment: { paid_on: today, bank_account_id: brunoSetup.itau } }),
      /'bank_account_id' é inválido: conta bancária não encontrada/,
    ],
  ];
  for (const [name, body, message] of refusals) {
    test(`should refuse ${name} and write nothing`, async () => {
      const before = await snapshot(ana);
      expectError(await ana.call('POST', MOVEMENTS_URL, body()), 400, message);
      assert.deepEqual(await snapshot(ana), before);
    });
  }
});

describe('changing a series', () => {
  test("should change 'Esta e as próximas' from parcel 2 and leave parcel 1 as it was", async () => {
    const parcels = await createMovements(ana, { ...laptops(), instalments: 3 });
    const [first, second] = parcels as [Movement, Movement, Movement];
    const response = await ana.call('PATCH', `${MOVEMENTS_URL}/${second.id}?scope=following`, {
      description: 'Notebooks da equipe',
      category_id: setup.salaries,
      due_date: '2026-03-05',
    });
    expectStatus(response, 200);
    const after = await parcelsOf(ana, parcels);
    assert.deepEqual(
      after.map((p) => [p.description, p.category.id, p.due_date, p.amount_cents]),
      [
        ['Notebooks', setup.rent, '2026-01-31', 3334],
        ['Notebooks da equipe', setup.salaries, '2026-03-05', 3333],
        // Shifted by the same 5 days as parcel 2.
        ['Notebooks da equipe', setup.salaries, '2026-04-05', 3333],
      ],
    );
    assert.equal(after[0]?.updated_at, first.updated_at);
  });

  test("should change the amount of 'Todas' the repetitions, never below what one has paid", async () => {
    const series = await createMovements(ana, {
      ...laptops(),
      recurrence: { frequency: 'monthly', count: 3 },
    });
    const [first, second] = series as [Movement, Movement, Movement];
    await pay(ana, second.id, { paid_on: today, amount_cents: 8_000 });
    const before = await parcelsOf(ana, series);
    expectError(
      await ana.call('PATCH', `${MOVEMENTS_URL}/${first.id}?scope=all`, {
        amount_cents: 7_000,
        description: 'Não deve mudar',
      }),
      400,
      "O campo 'amount_cents' é inválido: o valor não pode ser menor que o total já pago da parcela 2/3.",
    );
    assert.deepEqual(await parcelsOf(ana, series), before);
    expectStatus(
      await ana.call('PATCH', `${MOVEMENTS_URL}/${first.id}?scope=all`, { amount_cents: 12_000 }),
      200,
    );
    const after = await parcelsOf(ana, series);
    assert.deepEqual(
      after.map((m) => [m.amount_cents, m.status]),
      [
        [12_000, before[0]?.status],
        [12_000, 'pago parcial'],
        [12_000, before[2]?.status],
      ],
    );
  });

  test('should refuse what cannot change on several rows, and change nothing', async () => {
    const parcels = await createMovements(ana, { ...laptops(), instalments: 2 });
    const [first] = parcels as [Movement, Movement];
    const before = await parcelsOf(ana, parcels);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount_cents: 5_000 }, /só pode ser alterado nela mesma \(Apenas esta\)/],
      [
        { type: 'receita', category_id: setup.sales },
        /'type' é inválido: o tipo não pode ser alterado/,
      ],
      [{ category_id: brunoSetup.rent }, /'category_id' é inválido: categoria não encontrada/],
      [{ bank_account_id: brunoSetup.itau }, /'bank_account_id' é inválido/],
      [{ supplier_id: brunoSetup.supplier }, /'supplier_id' é inválido/],
    ];
    for (const [body, message] of cases) {
      expectError(
        await ana.call('PATCH', `${MOVEMENTS_URL}/${first.id}?scope=all`, {
          description: 'Não deve mudar',
          ...body,
        }),
        400,
        message,
      );
    }
    expectError(
      await ana.call('PATCH', `${MOVEMENTS_URL}/${first.id}?scope=sometimes`, {
        description: 'x y',
      }),
      400,
      /'scope'/,
    );
    assert.deepEqual(await parcelsOf(ana, parcels), before);
  });

  test('should treat a movement outside any series as a series of one', async () => {
    const lone = await createMovement(ana, laptops());
    const other = await createMovement(ana, laptops());
    expectStatus(
      await ana.call('PATCH', `${MOVEMENTS_URL}/${lone.id}?scope=all`, { description: 'Sozinha' }),
      200,
    );
    assert.equal((await read(ana, lone.id)).description, 'Sozinha');
    assert.equal((await read(ana, other.id)).description, 'Notebooks');
  });
});

describe('deleting a series', () => {
  test("should delete 'Esta e as próximas' and recount the parcels left", async () => {
    const parcels = await createMovements(ana, { ...laptops(), instalments: 3 });
    const [first, second, third] = parcels as [Movement, Movement, Movement];
    expectStatus(await ana.call('DELETE', `${MOVEMENTS_URL}/${second.id}?scope=following`), 204);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${second.id}`), 404);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${third.id}`), 404);
    assert.equal((await read(ana, first.id)).instalment?.label, '1/1');
  });

  test('should refuse, with 409 naming them, to delete parcels that have payments', async () => {
    const parcels = await createMovements(ana, { ...laptops(), instalments: 3 });
    const [first, second, third] = parcels as [Movement, Movement, Movement];
    await pay(ana, second.id, { paid_on: today, amount_cents: 100 });
    await pay(ana, third.id, { paid_on: today, amount_cents: 100 });
    const before = await parcelsOf(ana, parcels);
    expectError(
      await ana.call('DELETE', `${MOVEMENTS_URL}/${first.id}?scope=all`),
      409,
      'As parcelas 2/3 e 3/3 têm pagamentos: estorne-os antes de excluí-las.',
    );
    assert.deepEqual(await parcelsOf(ana, parcels), before);
    expectStatus(await ana.call('DELETE', `${MOVEMENTS_URL}/${first.id}?scope=one`), 204);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${second.id}`), 200);
  });

  test("should delete 'Todas' the repetitions", async () => {
    const series = await createMovements(ana, {
      ...laptops(),
      recurrence: { frequency: 'monthly', count: 4 },
    });
    expectStatus(await ana.call('DELETE', `${MOVEMENTS_URL}/${series[2]?.id}?scope=all`), 204);
    for (const movement of series) {
      expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}`), 404);
    }
  });
});

describe('a series of another company', () => {
  test('should answer 404 to a change or deletion and change nothing', async () => {
    const parcels = await createMovements(bruno, {
      ...laptops(),
      category_id: brunoSetup.rent,
      instalments: 3,
    });
    const before = await parcelsOf(bruno, parcels);
    const id = parcels[0]?.id ?? '';
    for (const scope of ['one', 'following', 'all']) {
      expectError(
        await ana.call('PATCH', `${MOVEMENTS_URL}/${id}?scope=${scope}`, {
          description: 'Invadido',
        }),
        404,
        'Movimentação não encontrada.',
      );
      expectError(
        await ana.call('DELETE', `${MOVEMENTS_URL}/${id}?scope=${scope}`),
        404,
        'Movimentação não encontrada.',
      );
    }
    assert.deepEqual(await parcelsOf(bruno, parcels), before);
  });
});
