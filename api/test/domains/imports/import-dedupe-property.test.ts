import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bankAccountSchema } from 'shared/contracts';
import type { StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createAs, createTenant, expectStatus } from '../setup/setup-fixtures';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';

// Property: whatever the statement, importing it again, or a file that overlaps it by whole days,
// creates nothing new. Equal lines on one day (two coffees) stay distinct.

let app: App;
let ana: Tenant;
let setup: Setup;
let serial = 0;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
});

interface Line {
  day: number;
  description: string;
  cents: number;
}

const lineArbitrary = fc.record({
  day: fc.integer({ min: 1, max: 5 }),
  // Few values on purpose, so that equal lines on one day happen often.
  description: fc.constantFrom('CAFE', 'PIX RECEBIDO CLIENTE', 'TARIFA', 'Café '),
  cents: fc.constantFrom(-450, -1000, 2500),
});

function csv(lines: Line[]): Buffer {
  const rows = [...lines]
    .sort((a, b) => a.day - b.day)
    .map(
      (l) => `0${l.day}/01/2026;${l.description};${(l.cents / 100).toFixed(2).replace('.', ',')}`,
    );
  return Buffer.from(`Data;Descrição;Valor\n${rows.join('\n')}\n`);
}

async function preview(accountId: string, file: Buffer): Promise<StatementPreview> {
  return previewStatement(app, ana, 'x.csv', file, { bank_account_id: accountId });
}

async function importNew(accountId: string, file: Buffer): Promise<void> {
  const result = await preview(accountId, file);
  const decisions = result.lines
    .filter((line) => line.state !== 'duplicate')
    .map((line) => ({
      line: line.line,
      action: 'create',
      category_id: line.amount_cents > 0 ? setup.sales : setup.rent,
    }));
  if (decisions.length === 0) return;
  const response = await postStatement(app, ana, `${IMPORTS_URL}/statements`, 'x.csv', file, {
    bank_account_id: accountId,
    decisions,
  });
  expectStatus(response, 201);
}

async function movementsOn(accountId: string): Promise<number> {
  const [row] = await app.database.rows<{ n: number }>(
    sql`select count(*)::int as n from movements where company_id = ${ana.companyId} and bank_account_id = ${accountId}`,
  );
  return row!.n;
}

test('should create nothing when the same file or an overlapping one comes again', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }), async (lines) => {
      const account = await createAs(ana, '/v1/companies/bank-accounts', bankAccountSchema, {
        name: `Conta ${++serial}`,
        bank_code: '999',
        bank_name: 'Teste',
        agency: '1',
        account_number: String(serial),
        account_digit: '0',
        type: 'corrente',
        opening_balance_date: '2025-01-01',
      });
      const first = lines.filter((line) => line.day <= 3);
      const second = lines.filter((line) => line.day >= 2);
      await importNew(account.id, csv(first));
      assert.equal(await movementsOn(account.id), first.length);

      const again = await preview(account.id, csv(first));
      assert.ok(again.lines.every((line) => line.state === 'duplicate'));

      const overlap = await preview(account.id, csv(second));
      const duplicates = overlap.lines.filter((line) => line.state === 'duplicate').length;
      assert.equal(duplicates, second.filter((line) => line.day <= 3).length);

      await importNew(account.id, csv(second));
      await importNew(account.id, csv(lines));
      assert.equal(await movementsOn(account.id), lines.length);
    }),
    { numRuns: 12 },
  );
});
