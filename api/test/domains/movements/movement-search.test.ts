import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import {
  emptyFilter,
  movementPageSchema,
  movementTotalsSchema,
  supplierSchema,
} from 'shared/contracts';
import { defaultPeriod, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { likePattern } from '../../../src/db/unique-violation';
import {
  TEXT_COMPLEMENT_SHARE,
  TEXT_SCAN_SHARE,
  createMovementSearchRepository,
  drainMovementSearch,
  planTextFilter,
  startMovementSearchWorker,
} from '../../../src/domains/movements/public';
import type {
  MovementFilter,
  MovementSearchRepository,
} from '../../../src/domains/movements/public';
import {
  MOVEMENTS_URL,
  createMovement,
  createMovements,
  openMovementWorld,
} from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createAs, expectStatus } from '../setup/setup-fixtures';

// The text filter through its index (migration 0054): the movements' writes queue their ids, a
// worker copies the text, and a filter reads the index's candidates plus the queue, then rechecks
// the movement itself. Whatever the worker has or has not done, the filter must find exactly
// what a scan of the movements finds.

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
let search: MovementSearchRepository;
const today = todayIso();

const rows = async <Row>(query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The ids the list finds for a text, every page, in the list's order. */
async function paged(tenant: Tenant, text: string, paging: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ search: text, ...paging });
    if (cursor) query.set('cursor', cursor);
    const response = await tenant.call('GET', `${MOVEMENTS_URL}?${query.toString()}`);
    expectStatus(response, 200);
    const page = movementPageSchema.parse(response.json());
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

/** The ids the list finds for a text, sorted. */
const listed = async (tenant: Tenant, text: string) =>
  (await paged(tenant, text, { limit: '200' })).sort();

/** What a scan of the company's movements finds: the filter's meaning, without any index. */
async function scanned(tenant: Tenant, text: string): Promise<string[]> {
  const pattern = likePattern(text);
  const found = await rows<{ id: string }>(
    sql`select id from movements m where m.company_id = ${tenant.companyId} and (
      m.description ilike ${pattern} or m.document_number ilike ${pattern}
      or m.contact_id in (select id from contacts c
        where c.company_id = ${tenant.companyId} and c.name ilike ${pattern}))`,
  );
  return found.map((row) => row.id).sort();
}

const queued = async (companyId: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from movement_search_pending where company_id = ${companyId}`,
    )
  )[0]?.n ?? 0;

const expense = (tenant: Tenant, tenantSetup: Setup, description: string, extra = {}) =>
  createMovement(tenant, {
    type: 'despesa',
    description,
    amount_cents: 10_000,
    due_date: today,
    category_id: tenantSetup.rent,
    ...extra,
  });

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  search = createMovementSearchRepository(app.db, { vacuum: app.database.kind === 'pglite' });
});

after(async () => {
  await app.close();
});

// The plan's estimate steps by 1 / (entries + 1) of search_text's histogram: with the default
// 100, a word in 1.1 % of the movements read as 1 % or 2 %, across the list's 2 % (0057).
test('keeps 300 statistics entries for the text, so its estimate steps by a third of a percent', async () => {
  const [column] = await app.database.rows<{ target: number }>(
    sql`select attstattarget::int as target from pg_attribute
      where attrelid = 'movement_search'::regclass and attname = 'search_text'`,
  );
  assert.equal(column?.target, 300);
});

// The insights group the filtered movements by type, category, bank account and day. Without
// statistics on the four together the planner multiplies each one's count of values, expects far
// more groups than there are, and sorts on disk to group them (0059).
test('estimates the insights’ groups from statistics on their four columns together', async () => {
  // Many movements in few groups, as a company's bills repeat: 25,000 in 20 groups here, where
  // the planner, multiplying, would expect a tenth of the table's rows (its cap for several
  // columns), 2.5 times the groups there are. In a transaction rolled back at the end: the rows
  // and the statistics ANALYZE keeps go with it, so the text tests below see the table as it was.
  const rollback = new Error('rollback');
  const failures: string[] = [];
  await assert.rejects(
    app.db.transaction(async (tx) => {
      const txRows = async <Row>(query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
      await tx.execute(
        sql`insert into movements (company_id, type, description, amount_cents, due_date,
            competence_date, category_id, bank_account_id)
          select ${bruno.companyId}, 'despesa', 'Estatística ' || g, 1000 + g,
            current_date + (g % 20), current_date - (g % 20),
            case when g % 2 = 0 then ${brunoSetup.rent}::uuid else ${brunoSetup.salaries}::uuid end,
            case when g % 4 < 2 then ${brunoSetup.itau}::uuid else ${brunoSetup.nubank}::uuid end
          from generate_series(1, 25000) as g`,
      );
      await tx.execute(sql`analyze movements`);
      for (const day of ['due_date', 'competence_date']) {
        const keys = sql.raw(`type, category_id, bank_account_id, ${day}`);
        const [actual] = await txRows<{ groups: number }>(
          sql`select count(*)::int as groups from (select 1 from movements group by ${keys}) as g`,
        );
        const [plan] = await txRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
          sql`explain (format json) select ${keys}, sum(amount_cents) from movements group by ${keys}`,
        );
        const estimated = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Infinity;
        const groups = actual?.groups ?? 0;
        if (!(groups > 20 && estimated <= groups * 1.25)) {
          failures.push(`${day}: ${estimated} estimated for ${groups} groups`);
        }
      }
      throw rollback;
    }),
    (error) => error === rollback || (error as { cause?: unknown }).cause === rollback,
  );
  assert.deepEqual(failures, []);
});

describe('the text filter through its index', () => {
  test('finds a movement the worker has not reached, and the same after it has', async () => {
    const energy = await expense(ana, setup, 'Conta de energia elétrica');
    await expense(ana, setup, 'Aluguel da sala');
    assert.ok((await queued(ana.companyId)) >= 2, 'writes queue their movements');
    assert.ok((await listed(ana, 'energia')).includes(energy.id), 'found while queued');
    await drainMovementSearch(search);
    assert.equal(await queued(ana.companyId), 0);
    if (app.database.kind === 'pglite') {
      // Compacted (PGlite runs no autovacuum): a filter reads the queue whole, so its emptied
      // pages must not stay behind.
      const [queue] = await rows<{ bytes: number }>(
        sql`select pg_relation_size('movement_search_pending')::int as bytes`,
      );
      assert.equal(queue?.bytes, 0);
    }
    assert.ok((await listed(ana, 'ENERGIA')).includes(energy.id), 'found once indexed');
    assert.deepEqual(await listed(ana, 'energia'), await scanned(ana, 'energia'));
  });

  test('a changed description is found by its new text, never by the old one', async () => {
    const movement = await expense(ana, setup, 'Mensalidade academia');
    await drainMovementSearch(search);
    const changed = await ana.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      description: 'Mensalidade coworking',
    });
    expectStatus(changed, 200);
    // Before the worker: the index still holds "academia", the queue holds the movement.
    assert.ok((await listed(ana, 'coworking')).includes(movement.id));
    assert.ok(!(await listed(ana, 'academia')).includes(movement.id));
    await drainMovementSearch(search);
    assert.ok((await listed(ana, 'coworking')).includes(movement.id));
    assert.ok(!(await listed(ana, 'academia')).includes(movement.id));
    const [copy] = await rows<{ search_text: string }>(
      sql`select search_text from movement_search
        where company_id = ${ana.companyId} and movement_id = ${movement.id}`,
    );
    assert.equal(copy?.search_text, 'Mensalidade coworking\n');
  });

  test('a payment does not queue its movement; a new document number does', async () => {
    const movement = await expense(ana, setup, 'Internet fibra');
    await drainMovementSearch(search);
    const paid = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 10_000,
    });
    expectStatus(paid, 201);
    assert.equal(await queued(ana.companyId), 0);
    const numbered = await ana.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      document_number: 'NF-98765',
    });
    expectStatus(numbered, 200);
    assert.equal(await queued(ana.companyId), 1);
    assert.deepEqual(await listed(ana, '98765'), [movement.id]);
  });

  test("finds a contact's movements by the contact's name, whatever their description", async () => {
    const contact = await createAs(ana, '/v1/companies/suppliers', supplierSchema, {
      name: 'Eletropaulo Metropolitana',
      document: '61.695.227/0001-93',
    });
    const billed = await expense(ana, setup, 'Fatura de outubro', { supplier_id: contact.id });
    await drainMovementSearch(search);
    assert.deepEqual(await listed(ana, 'eletropaulo'), [billed.id]);
    assert.deepEqual(await listed(ana, 'eletropaulo'), await scanned(ana, 'eletropaulo'));
  });

  test('a text shorter than a trigram still filters, by reading the movements', async () => {
    const short = await expense(ana, setup, 'Taxa XP');
    assert.ok((await listed(ana, 'xp')).includes(short.id));
    assert.deepEqual(await listed(ana, 'xp'), await scanned(ana, 'xp'));
  });

  test('a scanned text reads the text lowered when it was written, and follows its changes', async () => {
    // Migration 0058: `search_lower`, what a text without a trigram (and a scanned one) is checked
    // on. Upper case and accents on either side, as lower() folds them, and a new document
    // number found at once, since the column is written with the row.
    const upper = await expense(ana, setup, 'AQUISIÇÃO DE PEÇA', { document_number: 'NF-12' });
    for (const text of ['çã', 'ÇÃ', 'F-1']) {
      assert.ok((await listed(ana, text)).includes(upper.id), text);
      assert.deepEqual(await listed(ana, text), await scanned(ana, text), text);
    }
    await app.db.execute(
      sql`update movements set document_number = 'RPS-77' where company_id = ${ana.companyId} and id = ${upper.id}`,
    );
    assert.ok((await listed(ana, 's-7')).includes(upper.id));
    assert.ok(!(await listed(ana, 'F-1')).includes(upper.id));
    assert.deepEqual(await listed(ana, 'F-1'), await scanned(ana, 'F-1'));
  });

  test('a text of two lines never joins the description to the document number', async () => {
    // The column holds both a line apart: such a text checks each of them on its own, as a scan
    // of the two columns does, scanned ("a\nR") or through the index ("peça\nrps").
    const bought = await expense(ana, setup, 'Compra de peça', { document_number: 'RPS-9' });
    await drainMovementSearch(search);
    assert.ok((await listed(ana, 'rps-9')).includes(bought.id));
    assert.deepEqual(await listed(ana, 'peça\nrps'), []);
    assert.deepEqual(await listed(ana, 'a\nR'), await scanned(ana, 'a\nR'));
    assert.deepEqual(await listed(ana, 'a\nR'), []);
  });

  test('a deleted movement is never found, and its copy goes with the next batch', async () => {
    const movement = await expense(ana, setup, 'Assinatura descontinuada');
    await drainMovementSearch(search);
    expectStatus(await ana.call('DELETE', `${MOVEMENTS_URL}/${movement.id}`), 204);
    const copies = () =>
      rows(sql`select 1 from movement_search where movement_id = ${movement.id}`);
    assert.equal((await copies()).length, 1, 'the copy stays until the worker runs');
    assert.deepEqual(await listed(ana, 'descontinuada'), []);
    await drainMovementSearch(search);
    assert.equal((await copies()).length, 0);
    assert.deepEqual(await listed(ana, 'descontinuada'), []);
  });

  test("never shows another company's movements, indexed or queued", async () => {
    const mine = await expense(ana, setup, 'Consultoria tributária');
    await expense(bruno, brunoSetup, 'Consultoria tributária');
    assert.deepEqual(await listed(ana, 'tributária'), [mine.id]);
    await drainMovementSearch(search);
    assert.deepEqual(await listed(ana, 'tributária'), [mine.id]);
  });

  test('finds what a scan finds, for many texts, half indexed and half queued', async () => {
    const words = ['energia', 'água', 'aluguel', 'frete', 'licença', 'NF 1234', 'frete_expresso'];
    const created = await createMovements(ana, {
      type: 'despesa',
      description: 'Parcelado de frete',
      amount_cents: 30_000,
      due_date: today,
      category_id: setup.rent,
      instalments: 6,
    });
    assert.equal(created.length, 6);
    for (const [index, word] of words.entries()) {
      await expense(ana, setup, `Compra ${index} de ${word}`, { document_number: `DOC-${index}` });
      if (index === 3) await drainMovementSearch(search);
    }
    // Upper-case accented letters and texts too short for the index: the filter lowers the text
    // once where ILIKE lowers it for every row, and must still match exactly as ILIKE does.
    for (const text of [...words, 'DOC-', '100%', 'de fr', 'e_e', 'ÁGUA', 'LICENÇA', 'Ç', 'a']) {
      assert.deepEqual(await listed(ana, text), await scanned(ana, text), text);
    }
  });

  test('reads the index: a movement indexed and not queued is found through its copy', async () => {
    // White-box: without its copy, an indexed movement is no longer a candidate. This is what
    // tells the index path from a scan, which every other test here would equally pass.
    const movement = await expense(ana, setup, 'Licença de software contábil');
    await drainMovementSearch(search);
    assert.deepEqual(await listed(ana, 'contábil'), [movement.id]);
    await app.db.execute(
      sql`delete from movement_search where company_id = ${ana.companyId} and movement_id = ${movement.id}`,
    );
    assert.deepEqual(await listed(ana, 'contábil'), []);
    assert.deepEqual(await scanned(ana, 'contábil'), [movement.id]);
    // Back as the worker would have it.
    await app.db.execute(
      sql`insert into movement_search_pending (company_id, movement_id) values (${ana.companyId}, ${movement.id})`,
    );
    await drainMovementSearch(search);
    assert.deepEqual(await listed(ana, 'contábil'), [movement.id]);
  });

  test("the candidates function never names another company's movements", async () => {
    const theirs = await expense(bruno, brunoSetup, 'Serviço de limpeza predial');
    await expense(ana, setup, 'Serviço de limpeza predial');
    for (const drained of [false, true]) {
      if (drained) await drainMovementSearch(search);
      const named = await rows<{ id: string }>(
        sql`select movement_search_candidates(${ana.companyId}::uuid, '%limpeza%') as id`,
      );
      assert.ok(named.length >= 1);
      assert.ok(!named.some((row) => row.id === theirs.id), `drained: ${drained}`);
    }
  });

  test('pages through a text in every order, as a scan sorts it', async () => {
    const amounts = [50_000, 10_000, 30_000, 20_000, 40_000];
    for (const [index, amount] of amounts.entries()) {
      await expense(ana, setup, `Manutenção predial ${index}`, { amount_cents: amount });
    }
    await drainMovementSearch(search);
    for (const sort of ['due_date', 'amount']) {
      for (const order of ['asc', 'desc']) {
        const column = sort === 'amount' ? sql`amount_cents` : sql`due_date`;
        const direction = order === 'asc' ? sql`asc` : sql`desc`;
        const pattern = likePattern('predial');
        const expected = await rows<{ id: string }>(
          sql`select id from movements where company_id = ${ana.companyId}
            and (description ilike ${pattern} or document_number ilike ${pattern})
            order by ${column} ${direction}, id ${direction}`,
        );
        const pages = await paged(ana, 'predial', { sort, order, limit: '2' });
        assert.deepEqual(
          pages,
          expected.map((row) => row.id),
          `${sort} ${order}`,
        );
      }
    }
  });

  test("pages through a contact's name in every order, each movement once, as a scan sorts it", async () => {
    // A text that names a contact splits (issue #25): the contact's movements by the contact,
    // the others through the index; the pages of the two merge. One movement with both must
    // show once; one of another contact or none whose description holds the name, too.
    const contact = await createAs(ana, '/v1/companies/suppliers', supplierSchema, {
      name: 'Transportadora Veloz',
      document: '04.252.011/0001-10',
    });
    const other = await createAs(ana, '/v1/companies/suppliers', supplierSchema, {
      name: 'Armazém Central',
      document: '33.000.167/0001-01',
    });
    const amounts = [70_000, 10_000, 30_000, 20_000, 60_000, 40_000];
    for (const [index, amount] of amounts.entries()) {
      const supplier = [contact.id, other.id, undefined][index % 3];
      const description = index % 2 ? `Frete Veloz ${index}` : `Frete ${index}`;
      await expense(ana, setup, description, { amount_cents: amount, supplier_id: supplier });
    }
    for (const drained of [false, true]) {
      if (drained) await drainMovementSearch(search);
      for (const sort of ['due_date', 'amount']) {
        for (const order of ['asc', 'desc']) {
          const column = sort === 'amount' ? sql`amount_cents` : sql`due_date`;
          const direction = order === 'asc' ? sql`asc` : sql`desc`;
          const expected = await rows<{ id: string }>(
            sql`select id from movements where company_id = ${ana.companyId}
              and id in (${sql.join(
                (await scanned(ana, 'veloz')).map((id) => sql`${id}::uuid`),
                sql`, `,
              )})
              order by ${column} ${direction}, id ${direction}`,
          );
          // By the contact, by both, by the text of another contact's and of none.
          assert.equal(expected.length, 4);
          const pages = await paged(ana, 'veloz', { sort, order, limit: '2' });
          assert.deepEqual(
            pages,
            expected.map((row) => row.id),
            `${sort} ${order} drained: ${drained}`,
          );
        }
      }
    }
  });

  test('a text in most of the movements is checked on each, not looked up through the index', async () => {
    // Issue #25: a text in thousands of movements makes each a candidate to look up by id,
    // slower than checking it on every movement; the planner's statistics tell it beforehand.
    const template = await expense(ana, setup, 'Mensalidade do plano base');
    // 2,400 more with the word and 600 without, copied from the template in one statement.
    await app.db.execute(
      sql`insert into movements
          (company_id, type, description, amount_cents, due_date, competence_date, category_id)
        select company_id, type,
          case when g <= 2400 then 'Mensalidade do plano ' || g else 'Serviço avulso ' || g end,
          amount_cents, due_date, competence_date, category_id
        from movements m, generate_series(1, 3000) as g
        where m.company_id = ${ana.companyId} and m.id = ${template.id}`,
    );
    await drainMovementSearch(search);
    await app.db.execute(sql`analyze movement_search`);
    const plan = (text: string, scanAbove: number, complementAbove?: number) =>
      planTextFilter<MovementFilter>(
        app.db,
        ana.companyId,
        { ...emptyFilter(defaultPeriod()), type: undefined, search: text },
        {
          contacts: false,
          scanAbove,
          complementAbove,
        },
      );
    assert.equal((await plan('mensalidade', TEXT_SCAN_SHARE.list)).searchScan, true);
    assert.equal((await plan('mensalidade', TEXT_SCAN_SHARE.totals)).searchScan, true);
    assert.equal((await plan('plano base', TEXT_SCAN_SHARE.list)).searchScan, undefined);
    // A report that keeps totals answers a text in most of the movements (80 % here) by its
    // complement, one the index cannot look up ("o", in all of them) too; never a rare one, nor
    // a text of several lines, which the estimate of one text per movement does not measure (the
    // line break alone is in every movement's text there). Scanned as well, for a report that
    // falls back to the text itself.
    const complement = (text: string) =>
      plan(text, TEXT_SCAN_SHARE.totals, TEXT_COMPLEMENT_SHARE).then((planned) => ({
        complement: planned.searchComplement,
        scan: planned.searchScan,
      }));
    assert.deepEqual(await complement('mensalidade'), { complement: true, scan: true });
    assert.deepEqual(await complement('o'), { complement: true, scan: true });
    assert.deepEqual(await complement('plano base'), { complement: undefined, scan: undefined });
    assert.deepEqual(await complement('\n'), { complement: undefined, scan: undefined });
    // Without its copy in the index, the template is still found by the scanned text, and no
    // longer by a rare one, which is looked up through the index.
    await app.db.execute(
      sql`delete from movement_search where company_id = ${ana.companyId} and movement_id = ${template.id}`,
    );
    const expected = await scanned(ana, 'mensalidade');
    assert.ok(expected.includes(template.id) && expected.length > 2400);
    assert.deepEqual(await listed(ana, 'mensalidade'), expected);
    assert.deepEqual(await listed(ana, 'plano base'), []);
    const totals = await ana.call('GET', `${MOVEMENTS_URL}/totals?search=mensalidade`);
    expectStatus(totals, 200);
    assert.equal(movementTotalsSchema.parse(totals.json()).expense.count, expected.length);
    await app.db.execute(
      sql`insert into movement_search_pending (company_id, movement_id) values (${ana.companyId}, ${template.id})`,
    );
    await drainMovementSearch(search);
    assert.deepEqual(await listed(ana, 'plano base'), [template.id]);
  });

  test('the index holds each movement’s current text once the worker has run', async () => {
    await drainMovementSearch(search);
    const differ = await rows(
      sql`(select company_id, id, description || E'\n' || coalesce(document_number, '') from movements
        except select company_id, movement_id, search_text from movement_search)
        union all
        (select company_id, movement_id, search_text from movement_search
        except select company_id, id, description || E'\n' || coalesce(document_number, '') from movements)`,
    );
    assert.deepEqual(differ, []);
  });
});

describe('the worker', () => {
  test('empties the queue on its own and stops cleanly', async () => {
    await expense(ana, setup, 'Manutenção do ar-condicionado');
    assert.ok((await queued(ana.companyId)) > 0);
    const worker = startMovementSearchWorker(search, pino({ level: 'silent' }), {
      intervalMs: 10,
    });
    try {
      for (let waited = 0; (await queued(ana.companyId)) > 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(await queued(ana.companyId), 0);
    } finally {
      await worker.stop();
    }
  });

  test('a batch that fails is logged and tried again, the worker goes on', async () => {
    await expense(ana, setup, 'Seguro do veículo');
    let failures = 0;
    const failingOnce: MovementSearchRepository = {
      ...search,
      indexBatch: async (limit) => {
        if (failures === 0) {
          failures += 1;
          throw new Error('connection terminated');
        }
        return search.indexBatch(limit);
      },
    };
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const worker = startMovementSearchWorker(failingOnce, log, { intervalMs: 10 });
    try {
      for (let waited = 0; (await queued(ana.companyId)) > 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(failures, 1);
      assert.equal(await queued(ana.companyId), 0);
      assert.match(warnings.join(''), /batch failed/);
    } finally {
      await worker.stop();
    }
  });

  test('never waits for a movement that a delete under way holds', async (t) => {
    // PGlite is one connection: no other transaction can hold a row meanwhile.
    if (app.database.kind !== 'postgres') return t.skip('PostgreSQL only');
    const held = await expense(ana, setup, 'Honorários advocatícios');
    await app.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from movements where company_id = ${ana.companyId} and id = ${held.id} for update`,
      );
      const started = performance.now();
      const batch = await search.indexBatch(100);
      assert.ok(performance.now() - started < 2_000, 'not waited for');
      assert.equal(batch?.written, 1);
    });
    assert.deepEqual(await listed(ana, 'advocatícios'), [held.id]);
  });

  test('waits while another worker holds the queue', async (t) => {
    // PGlite is one connection: its transactions never overlap, so there is nothing to hold.
    if (app.database.kind !== 'postgres') return t.skip('PostgreSQL only');
    await expense(ana, setup, 'Dedetização');
    await app.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended('movement_search_worker', 0))`,
      );
      assert.equal(await search.indexBatch(10), null);
    });
    assert.ok((await search.indexBatch(10))?.taken);
  });
});
