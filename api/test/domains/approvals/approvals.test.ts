import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { approvalQueueSchema, movementSchema } from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import {
  AMOUNT_LOCKED_MESSAGE,
  AWAITS_APPROVAL_MESSAGE,
  REJECTED_MESSAGE,
} from '../../../src/domains/approvals/public';
import {
  MOVEMENTS_URL,
  createMovement,
  openMovementWorld,
  pay,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import { postStatement } from '../imports/import-fixtures';
import { APPROVALS_URL, joinAs } from './approval-fixtures';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let finance: Tenant;
let admin: Tenant;
let setup: Setup;
let brunoSetup: Setup;

const today = todayIso();
const SPREADSHEET_HEADER =
  'Tipo;Descrição;Valor;Vencimento;Competência;Categoria;Centro de custo;Fornecedor/Cliente;Conta bancária;Nº do documento;Observações;Pago em;CPF/CNPJ do fornecedor/cliente';
/** What a finance member sends to the spreadsheet import: the header, then `rows`. */
const importSheet = (...rows: string[]) =>
  postStatement(
    app,
    finance,
    '/v1/companies/spreadsheet-imports',
    'contas.csv',
    Buffer.from([SPREADSHEET_HEADER, ...rows].join('\r\n')),
    { expected_rows: rows.length },
  );
const THRESHOLD = 100_000;
const waits = (description: string) =>
  new RegExp(`^${AWAITS_APPROVAL_MESSAGE.replace('.', '\\.')}.*${description}`);

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  finance = await joinAs(app, ana, 'finance');
  admin = await joinAs(app, ana, 'admin');
  expectStatus(
    await ana.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: THRESHOLD }),
    200,
  );
});

after(async () => {
  await app.close();
});

const setupOf = (tenant: Tenant) => (tenant.companyId === bruno.companyId ? brunoSetup : setup);

const expense = (tenant: Tenant, description: string, amountCents: number, extra = {}) =>
  createMovement(tenant, {
    type: 'despesa',
    description,
    amount_cents: amountCents,
    due_date: addDays(today, 5),
    category_id: setupOf(tenant).rent,
    bank_account_id: setupOf(tenant).itau,
    ...extra,
  });

async function current(tenant: Tenant, id: string): Promise<Movement> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}/${id}`);
  expectStatus(response, 200);
  return movementSchema.parse(response.json());
}

const decide = (tenant: Tenant, ids: string[], decision: 'approve' | 'reject', comment?: string) =>
  tenant.call('POST', `${APPROVALS_URL}/decisions`, { ids, decision, comment });

describe('the setting', () => {
  test('should be off by default, read by every member and changed only by owner and admin', async () => {
    const response = await bruno.call('GET', `${APPROVALS_URL}/settings`);
    assert.deepEqual(response.json(), { threshold_cents: null });
    assert.deepEqual((await finance.call('GET', `${APPROVALS_URL}/settings`)).json(), {
      threshold_cents: THRESHOLD,
    });
    expectStatus(
      await finance.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: 1 }),
      403,
    );
    expectStatus(
      await admin.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: THRESHOLD }),
      200,
    );
  });

  test('should leave payables as they are while off', async () => {
    const outside = await joinAs(app, bruno, 'finance');
    const movement = await expense(outside, 'Sem limite', 5_000_000);
    assert.equal(movement.approval, null);
  });
});

describe('who waits', () => {
  test('should make a finance member’s despesa above the threshold wait, and nothing else', async () => {
    const above = await expense(finance, 'Fornecedor grande', THRESHOLD + 1);
    assert.equal(above.approval?.status, 'pending_approval');
    assert.ok(above.approval?.requested_at);
    assert.equal((await expense(finance, 'No limite', THRESHOLD)).approval, null);
    assert.equal((await expense(ana, 'Do dono', THRESHOLD * 10)).approval, null);
    assert.equal((await expense(admin, 'Do admin', THRESHOLD * 10)).approval, null);
    const income = await createMovement(finance, {
      type: 'receita',
      description: 'Venda grande',
      amount_cents: THRESHOLD * 10,
      due_date: today,
      category_id: setup.sales,
    });
    assert.equal(income.approval, null);
  });

  test('should judge parcels by the purchase’s total, so splitting never dodges it', async () => {
    const response = await finance.call('POST', MOVEMENTS_URL, {
      type: 'despesa',
      description: 'Máquina',
      amount_cents: THRESHOLD * 3,
      due_date: today,
      category_id: setup.rent,
      instalments: 6,
    });
    expectStatus(response, 201);
    const rows = response.json<Movement[]>();
    assert.equal(rows.length, 6);
    assert.ok(rows.every((row) => row.approval?.status === 'pending_approval'));
  });
});

describe('an unapproved payable cannot be paid by any path', () => {
  test('should refuse a single payment with 409 and the reason', async () => {
    const movement = await expense(finance, 'Boleto único', THRESHOLD * 2);
    for (const as of [finance, ana]) {
      const response = await as.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
        paid_on: today,
        amount_cents: 1_000,
      });
      expectError(response, 409, waits('Boleto único'));
    }
    assert.equal((await current(ana, movement.id)).paid_cents, 0);
  });

  test('should refuse a bulk payment whole, paying none of the selection', async () => {
    const free = await expense(ana, 'Livre', 5_000);
    const held = await expense(finance, 'Retido', THRESHOLD * 2);
    const response = await ana.call('POST', `${MOVEMENTS_URL}/bulk/pay`, {
      ids: [free.id, held.id],
      paid_on: today,
    });
    expectError(response, 409, waits('Retido'));
    assert.equal((await current(ana, free.id)).paid_cents, 0);
    assert.equal((await current(ana, held.id)).paid_cents, 0);
  });

  test('should refuse one born paid', async () => {
    const response = await finance.call('POST', MOVEMENTS_URL, {
      type: 'despesa',
      description: 'Já paga',
      amount_cents: THRESHOLD * 2,
      due_date: today,
      category_id: setup.rent,
      payment: { paid_on: today },
    });
    expectError(response, 409, waits('Já paga'));
  });

  test('should refuse a statement line that pays it, and one that creates it', async () => {
    const energy = await expense(finance, 'Energia', 15_000, { due_date: '2026-01-03' });
    await ana.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: 10_000 });
    try {
      const held = await expense(finance, 'Energia elétrica', 15_000, { due_date: '2026-01-03' });
      assert.equal(energy.approval, null);
      const statement = readFileSync(
        path.join(
          path.dirname(fileURLToPath(import.meta.url)),
          '../../fixtures/statements/itau.ofx',
        ),
      );
      const paying = await postStatement(
        app,
        finance,
        '/v1/companies/imports/statements',
        'itau.ofx',
        statement,
        {
          bank_account_id: setup.itau,
          decisions: [{ line: 39, action: 'pay', movement_id: held.id }],
        },
      );
      expectError(paying, 409, waits('Energia elétrica'));
      const creating = await postStatement(
        app,
        finance,
        '/v1/companies/imports/statements',
        'itau.ofx',
        statement,
        {
          bank_account_id: setup.itau,
          decisions: [{ line: 39, action: 'create', category_id: setup.rent }],
        },
      );
      expectError(creating, 409, new RegExp(AWAITS_APPROVAL_MESSAGE.replace('.', '\\.')));
      assert.equal((await current(ana, held.id)).paid_cents, 0);
    } finally {
      await ana.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: THRESHOLD });
    }
  });

  test('should refuse a spreadsheet row marked paid, importing nothing', async () => {
    const count = async () =>
      (
        await app.database.rows<{ n: number }>(
          sql`select count(*)::int as n from movements where company_id = ${ana.companyId}`,
        )
      )[0]?.n;
    const before = await count();
    const response = await importSheet(
      'Despesa;Obra paga;5.000,00;10/04/2026;;Aluguel;;;Itaú;;;10/04/2026;',
    );
    expectError(response, 409, waits('Obra paga'));
    assert.equal(await count(), before);
  });

  test('should import an unpaid row above the threshold as waiting', async () => {
    const response = await importSheet('Despesa;Obra a pagar;5.000,00;10/04/2026;;Aluguel;;;;;;;');
    expectStatus(response, 201);
    const [row] = await app.database.rows<{ status: string | null }>(
      sql`select approval_status as status from movements where company_id = ${ana.companyId} and description = 'Obra a pagar'`,
    );
    assert.equal(row?.status, 'pending_approval');
  });
});

describe('changes', () => {
  test('should lock the amount while it waits, for everyone, and keep other changes waiting', async () => {
    const movement = await expense(finance, 'Valor travado', THRESHOLD * 2);
    for (const as of [finance, ana]) {
      const response = await as.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
        amount_cents: 1,
      });
      expectError(response, 409, AMOUNT_LOCKED_MESSAGE);
    }
    const moved = await finance.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      due_date: addDays(today, 9),
    });
    expectStatus(moved, 200);
    assert.equal(moved.json<Movement>().approval?.status, 'pending_approval');
  });

  test('should ask again when finance changes amount, due date or bank account after approval', async () => {
    for (const change of [
      { amount_cents: THRESHOLD * 3 },
      { due_date: addDays(today, 20) },
      { bank_account_id: setup.nubank },
    ]) {
      const movement = await expense(finance, 'Reaprovar', THRESHOLD * 2);
      expectStatus(await decide(ana, [movement.id], 'approve'), 200);
      const described = await finance.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
        description: 'Só a descrição',
      });
      assert.equal(described.json<Movement>().approval?.status, 'approved');
      const changed = await finance.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, change);
      expectStatus(changed, 200);
      assert.equal(
        changed.json<Movement>().approval?.status,
        'pending_approval',
        JSON.stringify(change),
      );
    }
  });

  test('should keep the approval when an owner or admin changes it', async () => {
    const movement = await expense(finance, 'Dono muda', THRESHOLD * 2);
    expectStatus(await decide(admin, [movement.id], 'approve', 'ok'), 200);
    const changed = await ana.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      amount_cents: THRESHOLD * 4,
    });
    assert.equal(changed.json<Movement>().approval?.status, 'approved');
  });
});

describe('the queue and the decisions', () => {
  test('should page by due date with the total, for owners and admins only', async () => {
    const company = await joinAs(app, bruno, 'owner');
    await bruno.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: 0 });
    const clerk = await joinAs(app, bruno, 'finance');
    for (let i = 0; i < 5; i++)
      await expense(clerk, `Fila ${i}`, 100 + i, { due_date: addDays(today, 5 - i) });
    const first = approvalQueueSchema.parse(
      (await company.call('GET', `${APPROVALS_URL}?limit=3`)).json(),
    );
    assert.equal(first.total, 5);
    assert.deepEqual(
      first.items.map((i) => i.description),
      ['Fila 4', 'Fila 3', 'Fila 2'],
    );
    assert.equal(first.items[0]?.requested_by, 'Pessoa de Teste');
    assert.ok(first.next_cursor);
    const second = approvalQueueSchema.parse(
      (await company.call('GET', `${APPROVALS_URL}?limit=3&cursor=${first.next_cursor}`)).json(),
    );
    assert.deepEqual(
      second.items.map((i) => i.description),
      ['Fila 1', 'Fila 0'],
    );
    assert.equal(second.next_cursor, null);
    assert.deepEqual((await company.call('GET', `${APPROVALS_URL}/count`)).json(), { total: 5 });
    expectStatus(await clerk.call('GET', APPROVALS_URL), 403);
    expectStatus(
      await clerk.call('POST', `${APPROVALS_URL}/decisions`, {
        ids: [first.items[0]!.id],
        decision: 'approve',
      }),
      403,
    );
    // Ana's queue shows none of Bruno's company.
    const anas = approvalQueueSchema.parse(
      (await ana.call('GET', `${APPROVALS_URL}?limit=200`)).json(),
    );
    assert.ok(anas.items.every((i) => !i.description.startsWith('Fila')));
  });

  test('should approve in bulk, then every payment path works', async () => {
    const a = await expense(finance, 'Aprovado A', THRESHOLD * 2);
    const b = await expense(finance, 'Aprovado B', THRESHOLD * 2);
    const response = await decide(admin, [a.id, b.id], 'approve', 'Conferido');
    expectStatus(response, 200);
    assert.deepEqual(response.json(), { count: 2 });
    const approved = await current(finance, a.id);
    assert.equal(approved.approval?.status, 'approved');
    assert.equal(approved.approval?.comment, 'Conferido');
    await pay(finance, a.id, { paid_on: today, amount_cents: THRESHOLD * 2 });
    expectStatus(
      await finance.call('POST', `${MOVEMENTS_URL}/bulk/pay`, { ids: [b.id], paid_on: today }),
      200,
    );
  });

  test('should reject only with a comment, and a rejected payable stays unpayable', async () => {
    const movement = await expense(finance, 'Recusado', THRESHOLD * 2);
    expectStatus(await decide(ana, [movement.id], 'reject'), 400);
    expectStatus(await decide(ana, [movement.id], 'reject', 'Fornecedor errado'), 200);
    const response = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 1_000,
    });
    expectError(response, 409, new RegExp(`^${REJECTED_MESSAGE}`));
    const resent = await finance.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      amount_cents: THRESHOLD * 3,
    });
    assert.equal(resent.json<Movement>().approval?.status, 'pending_approval');
  });

  test('should decide all or nothing, and never another company’s', async () => {
    const mine = await expense(finance, 'Meu', THRESHOLD * 2);
    const theirs = await expense(await joinAs(app, bruno, 'finance'), 'Deles', 500);
    const response = await decide(ana, [mine.id, theirs.id], 'approve');
    expectError(response, 409, /1 pagamento selecionado não aguarda mais aprovação/);
    assert.equal((await current(ana, mine.id)).approval?.status, 'pending_approval');
    assert.equal((await current(bruno, theirs.id)).approval?.status, 'pending_approval');
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${theirs.id}`), 404);
  });

  test('should record each step in the audit trail with who and when', async () => {
    const movement = await expense(finance, 'Auditado', THRESHOLD * 2);
    expectStatus(await decide(admin, [movement.id], 'approve', 'ok'), 200);
    const rows = await app.database.rows<{ actor: string; status: string | null }>(
      sql`select actor_user_id::text as actor, coalesce(after->>'approval_status', '') as status
        from audit_log where company_id = ${ana.companyId} and row_id = ${movement.id} order by id`,
    );
    assert.deepEqual(rows, [
      { actor: finance.userId, status: 'pending_approval' },
      { actor: admin.userId, status: 'approved' },
    ]);
  });
});
