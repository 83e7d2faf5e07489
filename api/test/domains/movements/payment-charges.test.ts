import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { movementTotalsSchema, paymentSchema } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { z } from 'zod';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { MOVEMENTS_URL, createMovement, createSetup } from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

let app: App;
let ana: Tenant;
let setup: Setup;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
});

const today = todayIso();

const invoice = (description: string) =>
  createMovement(ana, {
    type: 'despesa',
    description,
    amount_cents: 10_000,
    due_date: today,
    category_id: setup.rent,
    bank_account_id: setup.itau,
  });

describe('payments: juros, multa and desconto', () => {
  test('should record the charges beside the principal, which alone settles the movement', async () => {
    const movement = await invoice('Boleto com juros');
    const response = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 10_000,
      juros_cents: 150,
      multa_cents: 200,
      desconto_cents: 50,
    });
    expectStatus(response, 201);
    const body = z
      .object({
        payment: paymentSchema,
        movement: z.object({ paid_cents: z.number(), status: z.string() }),
      })
      .parse(response.json());
    assert.deepEqual(
      [
        body.payment.amount_cents,
        body.payment.juros_cents,
        body.payment.multa_cents,
        body.payment.desconto_cents,
        body.payment.total_cents,
      ],
      [10_000, 150, 200, 50, 10_300],
    );
    assert.equal(body.movement.paid_cents, 10_000);
    assert.equal(body.movement.status, 'pago');

    // The totals count the principal only, so paid + open still equals the amount.
    const totals = movementTotalsSchema.parse(
      (
        await ana.call(
          'GET',
          `${MOVEMENTS_URL}/totals?search=${encodeURIComponent('Boleto com juros')}`,
        )
      ).json(),
    );
    assert.equal(totals.overall.paid_cents, 10_000);
    assert.equal(
      totals.overall.amount_cents,
      totals.overall.paid_cents + totals.overall.open_cents,
    );
  });

  test('should default the charges to zero', async () => {
    const movement = await invoice('Boleto sem encargos');
    const response = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 4_000,
    });
    expectStatus(response, 201);
    const { payment } = z.object({ payment: paymentSchema }).parse(response.json());
    assert.deepEqual(
      [payment.juros_cents, payment.multa_cents, payment.desconto_cents, payment.total_cents],
      [0, 0, 0, 4_000],
    );
  });

  test('should refuse negative charges and a discount above what was paid, writing nothing', async () => {
    const movement = await invoice('Boleto recusado');
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 1_000,
        juros_cents: -1,
      }),
      400,
      /juros_cents/,
    );
    expectError(
      await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 1_000,
        multa_cents: 100,
        desconto_cents: 1_101,
      }),
      400,
      "O campo 'desconto_cents' é inválido: o desconto não pode ser maior que o valor pago com juros e multa.",
    );
    const list = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`);
    assert.deepEqual(list.json(), []);
  });
});
