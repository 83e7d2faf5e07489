import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  autoReconcileSettingsSchema,
  importBatchSchema,
  importRuleListSchema,
  importRuleSchema,
  importRuleTrialSchema,
  movementSchema,
  statementPreviewSchema,
} from 'shared/contracts';
import type { ImportRule, StatementPreview } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement } from '../imports/import-fixtures';
import { MOVEMENTS_URL, createMovement, createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

const RULES_URL = '/v1/companies/import-rules';

let filesDir: string;
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

/** A day `days` before today (the company's), so "the last 12 months" holds it. */
function daysAgo(days: number): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** An Itaú OFX of the given lines (amount in reais, text), dated in the last days. */
function statement(lines: [number, string][], ids = 'R'): Buffer {
  const rows = lines
    .map(([amount, memo], at) => {
      const day = daysAgo(3 + (at % 5)).replaceAll('-', '');
      return `<STMTTRN><TRNTYPE>${amount < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${day}<TRNAMT>${amount.toFixed(2)}<FITID>${ids}${at}<MEMO>${memo}</STMTTRN>`;
    })
    .join('\n');
  return Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0341<ACCTID>12345-6</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20250101<DTEND>20261231
${rows}
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

async function preview(
  tenant: Tenant,
  bytes: Buffer,
  accountId: string,
): Promise<StatementPreview> {
  const response = await postStatement(
    app,
    tenant,
    `${IMPORTS_URL}/statements/preview`,
    'itau.ofx',
    bytes,
    { bank_account_id: accountId },
  );
  expectStatus(response, 200);
  return statementPreviewSchema.parse(response.json());
}

const rule = (overrides: Record<string, unknown>) => ({
  name: 'Energia',
  text_operator: 'contains',
  text: 'cemig',
  direction: 'despesa',
  category_id: setup.rent,
  ...overrides,
});

async function createRule(tenant: Tenant, body: Record<string, unknown>): Promise<ImportRule> {
  const response = await tenant.call('POST', RULES_URL, body);
  expectStatus(response, 201);
  return importRuleSchema.parse(response.json());
}

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-rules-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
  brunoSetup = await createSetup(bruno);
  // Three months of the same bill, filed by Ana under Aluguel, to count and to learn from.
  for (const days of [20, 50, 80]) {
    await createMovement(ana, {
      type: 'despesa',
      description: 'PIX ENVIADO CEMIG DISTRIBUICAO',
      amount_cents: 35_000,
      due_date: daysAgo(days),
      category_id: setup.rent,
    });
  }
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('regras de extrato', () => {
  test('should create rules in order, each with its past matches in the last 12 months', async () => {
    const first = await createRule(ana, rule({ name: 'Energia' }));
    const second = await createRule(ana, rule({ name: 'Tarifas', text: 'TAR PACOTE' }));
    assert.equal(first.past_matches, 3);
    assert.equal(second.past_matches, 0);
    assert.ok(second.position > first.position);
    const list = importRuleListSchema.parse((await ana.call('GET', RULES_URL)).json());
    assert.deepEqual(
      list.rules.map((row) => row.name),
      ['Energia', 'Tarifas'],
    );
    const trial = importRuleTrialSchema.parse(
      (await ana.call('POST', `${RULES_URL}/trial`, rule({ text: 'cemig distrib' }))).json(),
    );
    assert.equal(trial.past_matches, 3);
    assert.equal(trial.examples[0]?.amount_cents, -35_000);
  });

  test('should refuse a rule that cannot work, in Portuguese, writing nothing', async () => {
    const before = (await ana.call('GET', RULES_URL)).json<{ rules: unknown[] }>().rules.length;
    expectError(
      await ana.call('POST', RULES_URL, { name: 'Nada', category_id: setup.rent }),
      400,
      /Informe ao menos uma condição/,
    );
    expectError(
      await ana.call('POST', RULES_URL, rule({ text_operator: 'regex', text: '(a+)+$' })),
      400,
      /repetição dentro de repetição/,
    );
    expectError(
      await ana.call('POST', RULES_URL, rule({ ignore: true })),
      400,
      /não define categoria/,
    );
    expectError(
      await ana.call('POST', RULES_URL, rule({ category_id: setup.sales })),
      400,
      'A categoria é de receita, mas a regra vale para débitos.',
    );
    // Another company's rows are not found, whatever ids are sent.
    expectError(
      await ana.call('POST', RULES_URL, rule({ category_id: brunoSetup.rent })),
      400,
      'Escolha uma categoria ativa e sem subcategorias.',
    );
    expectError(
      await ana.call('POST', RULES_URL, rule({ bank_account_id: brunoSetup.itau })),
      400,
      'A conta bancária escolhida não foi encontrada.',
    );
    const after = (await ana.call('GET', RULES_URL)).json<{ rules: unknown[] }>().rules.length;
    assert.equal(after, before);
  });

  test("should keep one company's rules from another's users", async () => {
    const [anaRule] = importRuleListSchema.parse((await ana.call('GET', RULES_URL)).json()).rules;
    const brunos = importRuleListSchema.parse((await bruno.call('GET', RULES_URL)).json());
    assert.equal(brunos.rules.length, 0);
    expectStatus(
      await bruno.call(
        'PUT',
        `${RULES_URL}/${anaRule!.id}`,
        rule({ category_id: brunoSetup.rent }),
      ),
      404,
    );
    expectStatus(await bruno.call('DELETE', `${RULES_URL}/${anaRule!.id}`), 404);
    expectStatus(await bruno.call('PUT', `${RULES_URL}/order`, { ids: [anaRule!.id] }), 409);
    expectStatus(
      await bruno.call('GET', `${IMPORTS_URL}/accounts/${setup.itau}/auto-reconcile`),
      404,
    );
  });

  test('should reorder all rules or none', async () => {
    const list = importRuleListSchema.parse((await ana.call('GET', RULES_URL)).json());
    const ids = list.rules.map((row) => row.id).reverse();
    const reordered = importRuleListSchema.parse(
      (await ana.call('PUT', `${RULES_URL}/order`, { ids })).json(),
    );
    assert.deepEqual(
      reordered.rules.map((row) => row.id),
      ids,
    );
    expectError(
      await ana.call('PUT', `${RULES_URL}/order`, { ids: ids.slice(1) }),
      409,
      /A lista de regras mudou/,
    );
  });

  test('should apply the first matching rule in the preview, then history, and pre-accept with auto-conciliação', async () => {
    const bytes = statement([
      [-351.2, 'PIX ENVIADO CEMIG DISTRIBUICAO'],
      [-89.9, 'TAR PACOTE ITAU'],
      [-12, 'PIX ENVIADO PADARIA'],
    ]);
    let result = await preview(ana, bytes, setup.itau);
    const [energy, fee, bakery] = result.lines;
    assert.equal(energy!.suggestion?.source, 'rule');
    assert.equal(energy!.suggestion?.rule?.name, 'Energia');
    assert.equal(energy!.suggested_category_id, setup.rent);
    assert.equal(fee!.suggestion?.rule?.name, 'Tarifas');
    assert.equal(bakery!.suggestion, null);
    assert.equal(result.counts.ready, 0);
    assert.deepEqual(result.auto_reconcile, { enabled: false, min_confidence: 90 });

    // Without the rule, history answers, in words.
    const energyRule = importRuleListSchema
      .parse((await ana.call('GET', RULES_URL)).json())
      .rules.find((row) => row.name === 'Energia')!;
    expectStatus(await ana.call('DELETE', `${RULES_URL}/${energyRule.id}`), 204);
    result = await preview(ana, bytes, setup.itau);
    assert.equal(result.lines[0]!.suggestion?.source, 'history');
    assert.equal(result.lines[0]!.suggestion?.category_id, setup.rent);
    assert.match(
      result.lines[0]!.suggestion!.reason,
      /3 das últimas 3 'PIX ENVIADO CEMIG DISTRIBUICAO' foram em 2\.02 Aluguel/,
    );

    const settings = await ana.call('PUT', `${IMPORTS_URL}/accounts/${setup.itau}/auto-reconcile`, {
      enabled: true,
      min_confidence: 90,
    });
    expectStatus(settings, 200);
    assert.equal(autoReconcileSettingsSchema.parse(settings.json()).enabled, true);
    result = await preview(ana, bytes, setup.itau);
    // The rule's line at 100; history's three of three at its confidence; the bakery to review.
    assert.deepEqual(
      result.lines.map((line) => line.ready),
      [result.lines[0]!.suggestion!.confidence >= 90, true, false],
    );
    assert.equal(result.counts.ready, result.lines.filter((line) => line.ready).length);
    expectError(
      await ana.call('PUT', `${IMPORTS_URL}/accounts/${setup.itau}/auto-reconcile`, {
        enabled: true,
        min_confidence: 20,
      }),
      400,
      /entre 50 % e 100 %/,
    );
  });

  test("should write a rule's description and cost centre on the movement it creates", async () => {
    const bytes = statement([[-45.5, 'PIX ENVIADO POSTO IPIRANGA']], 'P');
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'posto.ofx',
      bytes,
      {
        bank_account_id: setup.itau,
        decisions: [
          {
            line: 5,
            action: 'create',
            category_id: setup.rent,
            cost_center_id: setup.costCenter,
            description: 'Combustível',
          },
        ],
      },
    );
    expectStatus(response, 201);
    const batch = importBatchSchema.parse(response.json());
    const [row] = await app.database.rows<{ id: string }>(
      sql`select id from movements where company_id = ${ana.companyId} and import_batch_id = ${batch.id}`,
    );
    const movement = movementSchema.parse(
      (await ana.call('GET', `${MOVEMENTS_URL}/${row!.id}`)).json(),
    );
    assert.equal(movement.description, 'Combustível');
    assert.equal(movement.cost_center?.id, setup.costCenter);
    // Another company's cost centre is refused, naming the line.
    const other = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'posto2.ofx',
      statement([[-7, 'PIX ENVIADO OUTRO']], 'S'),
      {
        bank_account_id: setup.itau,
        decisions: [
          {
            line: 5,
            action: 'create',
            category_id: setup.rent,
            cost_center_id: brunoSetup.costCenter,
          },
        ],
      },
    );
    expectError(other, 400, /Linha 5: o centro de custo escolhido não foi encontrado/);
  });
});
