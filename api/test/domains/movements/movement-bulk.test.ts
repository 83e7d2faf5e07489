import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { movementSchema } from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { EXPORT_BATCH_ROWS } from '../../../src/domains/movements/repositories/movement-export-repository';
import {
  MOVEMENTS_URL,
  createMovement,
  createSetup,
  pay,
  openMovementWorld,
} from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

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
const BULK_URL = `${MOVEMENTS_URL}/bulk`;

const expense = (description: string, amountCents: number, s: Setup = setup, t: Tenant = ana) =>
  createMovement(t, {
    type: 'despesa',
    description,
    amount_cents: amountCents,
    due_date: addDays(today, -1),
    category_id: s.rent,
    bank_account_id: s.itau,
  });

async function current(id: string): Promise<Movement> {
  const response = await ana.call('GET', `${MOVEMENTS_URL}/${id}`);
  expectStatus(response, 200);
  return movementSchema.parse(response.json());
}

describe('bulk: dar baixa', () => {
  test('should pay the open amount of every selected row on the date and account given', async () => {
    const a = await expense('Água', 10_000);
    const b = await expense('Telefone', 5_000);
    await pay(ana, b.id, { paid_on: today, amount_cents: 1_000 });
    const response = await ana.call('POST', `${BULK_URL}/pay`, {
      ids: [a.id, b.id],
      paid_on: today,
      bank_account_id: setup.nubank,
    });
    expectStatus(response, 200);
    assert.deepEqual(response.json(), { count: 2 });
    for (const id of [a.id, b.id]) {
      const row = await current(id);
      assert.equal(row.status, 'pago');
      assert.equal(row.open_cents, 0);
      assert.equal(row.last_payment_date, today);
    }
    const payments = (await ana.call('GET', `${MOVEMENTS_URL}/${b.id}/payments`)).json<
      { amount_cents: number; bank_account: { name: string } | null }[]
    >();
    assert.deepEqual(
      payments.map((p) => [p.amount_cents, p.bank_account?.name]),
      [
        [1_000, 'Itaú'],
        [4_000, 'Nubank'],
      ],
    );
  });

  test('should change nothing when one row is already paid, naming it', async () => {
    const open = await expense('Internet', 8_000);
    const paid = await expense('Aluguel pago', 3_000);
    await pay(ana, paid.id, { paid_on: today, amount_cents: 3_000 });
    const ghost = randomUUID();
    const response = await ana.call('POST', `${BULK_URL}/pay`, {
      ids: [open.id, paid.id, ghost],
      paid_on: today,
    });
    expectError(response, 400, /^Nenhuma movimentação foi paga\./);
    const message = response.json<{ message: string }>().message;
    assert.match(message, /'Aluguel pago' \(vencimento \d{2}\/\d{2}\/\d{4}\): já está paga/);
    assert.match(message, new RegExp(`${ghost}: não encontrada`));
    assert.equal((await current(open.id)).paid_cents, 0);
  });

  test('should refuse a future date, another company account and another company row', async () => {
    const mine = await expense('Gás', 2_000);
    const theirs = await expense('Deles', 2_000, brunoSetup, bruno);
    expectError(
      await ana.call('POST', `${BULK_URL}/pay`, { ids: [mine.id], paid_on: addDays(today, 1) }),
      400,
      /'paid_on' é inválido/,
    );
    expectError(
      await ana.call('POST', `${BULK_URL}/pay`, {
        ids: [mine.id],
        paid_on: today,
        bank_account_id: brunoSetup.itau,
      }),
      400,
      /'bank_account_id' é inválido/,
    );
    expectError(
      await ana.call('POST', `${BULK_URL}/pay`, { ids: [mine.id, theirs.id], paid_on: today }),
      400,
      /não encontrada/,
    );
    expectError(
      await ana.call('POST', `${BULK_URL}/pay`, { ids: [], paid_on: today }),
      400,
      /selecione ao menos uma movimentação/,
    );
    assert.equal((await current(mine.id)).paid_cents, 0);
  });
});

describe('bulk: excluir', () => {
  test('should delete all the selected rows, or none when one has payments', async () => {
    const a = await expense('Excluir A', 1_000);
    const b = await expense('Excluir B', 1_000);
    const withPayment = await expense('Com pagamento', 1_000);
    await pay(ana, withPayment.id, { paid_on: today, amount_cents: 500 });
    const refused = await ana.call('POST', `${BULK_URL}/delete`, {
      ids: [a.id, withPayment.id],
    });
    expectError(
      refused,
      400,
      /^Nenhuma movimentação foi excluída\. 'Com pagamento' \(vencimento .*\): tem pagamentos: estorne-os antes\.$/,
    );
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${a.id}`), 200);

    const done = await ana.call('POST', `${BULK_URL}/delete`, { ids: [a.id, b.id] });
    expectStatus(done, 200);
    assert.deepEqual(done.json(), { count: 2 });
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${a.id}`), 404);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${b.id}`), 404);
  });
});

describe('export', () => {
  test('should export the selection to CSV with Brazilian formats and the totals at the end', async () => {
    const a = await createMovement(ana, {
      type: 'despesa',
      description: 'Fornecedor; "especial"',
      amount_cents: 123_456,
      due_date: '2026-03-05',
      category_id: setup.rent,
    });
    const b = await createMovement(ana, {
      type: 'receita',
      description: '=1+1',
      amount_cents: 50_000,
      due_date: '2026-03-06',
      category_id: setup.sales,
    });
    await pay(ana, a.id, { paid_on: today, amount_cents: 23_456 });
    const response = await ana.call(
      'GET',
      `${MOVEMENTS_URL}/export?format=csv&ids=${a.id},${b.id}`,
    );
    expectStatus(response, 200);
    assert.match(response.headers['content-type'] as string, /^text\/csv/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="movimentacoes-selecao-${today}.csv"`,
    );
    const bytes = response.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines.length, 1 + 2 + 2);
    assert.equal(
      lines[0],
      'Vencimento;Competência;Tipo;Descrição;Parcela;Categoria;Fornecedor/Cliente;Centro de custo;Conta bancária;Nº do documento;Valor;Pago;Em aberto;Status;Último pagamento',
    );
    assert.equal(
      lines[1],
      `05/03/2026;05/03/2026;A pagar;"Fornecedor; ""especial""";;Aluguel;;;;;1.234,56;234,56;1.000,00;Pago parcial;${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`,
    );
    assert.equal(
      lines[2],
      "06/03/2026;06/03/2026;A receber;'=1+1;;Vendas;;;;;500,00;0,00;500,00;Vencido;",
    );
    assert.equal(lines[3], ';;;Total a receber;;;;;;;500,00;0,00;500,00;;');
    assert.equal(lines[4], ';;;Total a pagar;;;;;;;1.234,56;234,56;1.000,00;;');
  });

  test('should export a filter to XLSX with one header row, real numbers and the totals', async () => {
    for (const [day, cents] of [
      ['2025-07-10', 10_050],
      ['2025-07-20', 20_000],
    ] as const) {
      await createMovement(ana, {
        type: 'despesa',
        description: `Julho ${day}`,
        amount_cents: cents,
        due_date: day,
        category_id: setup.rent,
      });
    }
    const response = await ana.call(
      'GET',
      `${MOVEMENTS_URL}/export?format=xlsx&start_date=2025-07-01&end_date=2025-07-31`,
    );
    expectStatus(response, 200);
    assert.equal(
      response.headers['content-disposition'],
      'attachment; filename="movimentacoes-2025-07.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    // exceljs types its input as an ArrayBuffer-like of its own, not Node's Buffer.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Movimentações');
    assert.ok(sheet);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    assert.equal(sheet.rowCount, 1 + 2 + 2);
    assert.equal(values(1)[0], 'Vencimento');
    assert.equal(values(2)[3], 'Julho 2025-07-10');
    assert.equal(values(2)[10], 100.5);
    assert.ok(values(2)[0] instanceof Date);
    assert.equal(sheet.getRow(2).getCell(11).numFmt, '#,##0.00');
    assert.equal(sheet.getRow(2).getCell(1).numFmt, 'dd/mm/yyyy');
    assert.equal(sheet.getRow(5).getCell(13).numFmt, '#,##0.00');
    assert.equal(values(5)[3], 'Total a pagar');
    assert.equal(values(5)[10], 300.5);
  });

  test('should export every row of a filter larger than one cursor batch, by due date', async () => {
    const carla = await createTenant(app);
    const carlaSetup = await createSetup(carla);
    // 18 series of 120 parcels: 2,160 rows, past one FETCH of the cursor.
    const series = 18;
    for (let i = 0; i < series; i += 1) {
      await createMovement(carla, {
        type: 'despesa',
        description: `Série ${i}`,
        amount_cents: 120_000 + i,
        due_date: addDays('2024-01-01', i),
        category_id: carlaSetup.rent,
        instalments: 120,
      });
    }
    assert.ok(series * 120 > EXPORT_BATCH_ROWS);
    const response = await carla.call('GET', `${MOVEMENTS_URL}/export?format=csv`);
    expectStatus(response, 200);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const rows = lines.slice(1, -2);
    assert.equal(rows.length, series * 120);
    const isoDue = rows.map((line) => line.slice(0, 10).split('/').reverse().join('-'));
    assert.deepEqual(isoDue, [...isoDue].sort());
    // Each series' parcels add up to its amount (the API's split): the total is every amount.
    const total = Array.from({ length: series }, (_, i) => 120_000 + i).reduce((a, b) => a + b);
    const reais = `${Math.trunc(total / 100).toLocaleString('pt-BR')},${String(total % 100).padStart(2, '0')}`;
    assert.equal(lines.at(-1), `;;;Total a pagar;;;;;;;${reais};0,00;${reais};;`);
  });

  test('should export a selection sent in the body, larger than a URL carries, and only its own ids', async () => {
    const mine = await expense('Nossa', 1_500);
    const theirs = await expense('Deles', 2_000, brunoSetup, bruno);
    // 999 unknown ids (≈ 37 KB of UUIDs, past Node's 16 KB header limit) plus one of each company.
    const unknown = Array.from({ length: 998 }, () => randomUUID());
    const response = await ana.call('POST', `${MOVEMENTS_URL}/export`, {
      ids: [mine.id, theirs.id, ...unknown],
      format: 'csv',
    });
    expectStatus(response, 200);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="movimentacoes-selecao-${today}.csv"`,
    );
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines.length, 1 + 1 + 2, 'the header, our row, the two totals');
    assert.match(lines[1] ?? '', /;Nossa;/);

    const tooMany = Array.from({ length: 1001 }, () => randomUUID());
    expectStatus(await ana.call('POST', `${MOVEMENTS_URL}/export`, { ids: tooMany }), 400);
    expectStatus(await ana.call('POST', `${MOVEMENTS_URL}/export`, { ids: [] }), 400);
  });

  test("should refuse an unknown format and export nothing of another company's ids", async () => {
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/export?format=pdf`), 400);
    const theirs = await expense('Deles', 2_000, brunoSetup, bruno);
    const response = await ana.call('GET', `${MOVEMENTS_URL}/export?format=csv&ids=${theirs.id}`);
    expectStatus(response, 200);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines.length, 3, 'only the header and the two zero totals');
  });
});
