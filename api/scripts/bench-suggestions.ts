// `npx tsx api/scripts/bench-suggestions.ts [--movements N] [--seed S]`: how good the history
// learner's category suggestions are (issue 23 item 3). Two histories, each split by date: the
// last 3 months are held out, the learner learns from the 9 before, and each held-out movement's
// category is guessed from its description, type and counterpart document alone.
//   1. the benchmark company's generated movements (the demo's generator), read from PGlite;
//   2. a history written the way banks write it: prefixes (PIX ENVIADO, PAG BOLETO, TED 341 0001,
//      TAR PACOTE), memos cut at 32 characters, one payee spelt three ways, one-off payees, and
//      10 % of payees whose category people changed at some month. Amounts are left out: the
//      learner does not read them, so their drift cannot mislead it.
// Prints top-1 accuracy on the guessed lines, on all lines, and the share refused. Then, through
// the API, a 120-line statement of that company previewed with auto-conciliação on, before and
// after three rules: how many lines come ready, how many each source explains. Asserts nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { learnFromHistory } from '../src/domains/suggestions/learner/history-learner';
import type { CategoryLabel, HistoryUse } from '../src/domains/suggestions/learner/history-learner';
import type { StatementPreview } from 'shared/contracts';
import { createRandom } from '../src/seed/demo/random';
import { addMonths, BANK_CATEGORIES, bankHistory } from './bench-suggestions-bank-history';
import { multipartUpload, openBenchApp, rowsIn, thousands } from './bench-support';

const { values } = parseArgs({
  options: {
    movements: { type: 'string', default: '12000' },
    seed: { type: 'string', default: '7' },
  },
});

interface Score {
  history: number;
  heldOut: number;
  guessed: number;
  correct: number;
  learnMs: number;
  guessMs: number;
}

/** Learns from the 9 months before the last 3 and guesses each of the last 3 months' uses. */
function evaluate(uses: HistoryUse[], categories: CategoryLabel[], lastDay: string): Score {
  const split = addMonths(lastDay, -3);
  const from = addMonths(split, -9);
  const train = uses.filter((use) => use.date > from && use.date <= split);
  const test = uses.filter((use) => use.date > split && use.date <= lastDay);
  let started = performance.now();
  const learner = learnFromHistory(train, categories);
  const learnMs = performance.now() - started;
  let guessed = 0;
  let correct = 0;
  started = performance.now();
  for (const use of test) {
    const found = learner.suggest({
      description: use.description,
      type: use.type,
      document: use.contactDocument,
    });
    if (!found?.categoryId) continue;
    guessed++;
    if (found.categoryId === use.categoryId) correct++;
  }
  return {
    history: train.length,
    heldOut: test.length,
    guessed,
    correct,
    learnMs,
    guessMs: performance.now() - started,
  };
}

function line(name: string, score: Score): string {
  const pct = (part: number, whole: number) =>
    whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`;
  return [
    name,
    thousands(score.history),
    thousands(score.heldOut),
    pct(score.correct, score.guessed),
    pct(score.correct, score.heldOut),
    pct(score.heldOut - score.guessed, score.heldOut),
    `${score.learnMs.toFixed(0)} / ${score.guessMs.toFixed(0)} ms`,
  ].join(' | ');
}

const print = (text: string) => process.stdout.write(`${text}\n`);
const today = new Date().toISOString().slice(0, 10);
const bench = await openBenchApp('pglite', Number(values.movements));
try {
  const rows = rowsIn(bench.app.db);
  const demo = await rows<HistoryUse>(
    sql`select m.description, m.type, to_char(m.due_date, 'YYYY-MM-DD') as date,
        m.category_id as "categoryId", m.contact_id as "contactId",
        c.document as "contactDocument", m.cost_center_id as "costCenterId"
      from movements m left join contacts c on c.company_id = m.company_id and c.id = m.contact_id
      where m.company_id = ${bench.companyId}`,
  );
  const categories = await rows<CategoryLabel>(
    sql`select id, code, name from categories where company_id = ${bench.companyId}`,
  );
  const demoScore = evaluate(demo, categories, today);
  const bankScore = evaluate(bankHistory(Number(values.seed), today), BANK_CATEGORIES, today);
  print(`## Category suggestions from history (issue 23): ${today}\n`);
  print(
    'History | learnt from | held out | top-1 on guessed | top-1 on all | refused | learn / guess',
  );
  print('--- | ---: | ---: | ---: | ---: | ---: | ---:');
  print(line(`Generated demo company (${thousands(demo.length)} movements)`, demoScore));
  print(
    line(
      'Bank-written history (prefixes, 32-char memos, 3 spellings, 10 % recategorised)',
      bankScore,
    ),
  );
  print('\nGoal: ≥ 90 % top-1 on guessed lines, ≤ 20 % refused.');
  await statementBeforeAndAfterRules(bench, categories);
} finally {
  await bench.close();
}

/**
 * A 120-line Itaú statement of the bench company, as its bank would write the last weeks: Pix
 * and boletos to its usual suppliers, Pix from its clients and from people it never saw, and the
 * bank's own fees and IOF. Previewed with auto-conciliação on (90 %), before and after three rules.
 */
async function statementBeforeAndAfterRules(
  bench: Awaited<ReturnType<typeof openBenchApp>>,
  categories: CategoryLabel[],
) {
  const rows = rowsIn(bench.app.db);
  const recent = (type: 'receita' | 'despesa') =>
    rows<{ description: string }>(
      sql`select description from movements
        where company_id = ${bench.companyId} and type = ${type} and due_date <= ${today}::date
        group by description order by max(due_date) desc limit 200`,
    );
  const [account] = await rows<{ id: string }>(
    sql`select id from bank_accounts where company_id = ${bench.companyId} order by name limit 1`,
  );
  const next = createRandom(11).next;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const expenses = await recent('despesa');
  const incomes = await recent('receita');
  const lines: [number, string][] = [];
  for (let at = 0; at < 120; at++) {
    const kind = at % 8;
    // Odd cents: no open bill has these amounts, so every line is left to rules and history.
    const cents = 1_001 + Math.floor(next() * 400_000);
    if (kind < 3)
      lines.push([
        -cents,
        `${pick(['PIX ENVIADO ', 'PAG BOLETO ', 'SISPAG '])}${pick(expenses).description}`,
      ]);
    else if (kind < 5) lines.push([cents, `PIX RECEBIDO ${pick(incomes).description}`]);
    else if (kind === 5)
      lines.push([
        cents,
        `PIX RECEBIDO ${pick(['JOAO', 'ANA', 'MARIA', 'PEDRO'])} ${pick(['SILVA', 'SOUZA', 'LIMA'])}`,
      ]);
    else if (kind === 6)
      lines.push([
        -(500 + (at % 7) * 100),
        pick(['TAR PACOTE SERVICOS', 'TAR TED INTERNET', 'TAR MANUT CONTA']),
      ]);
    else lines.push([-(37 + at), 'IOF S/ OPERACAO']);
  }
  const ofxDay = (offset: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - offset);
    return date.toISOString().slice(0, 10).replaceAll('-', '');
  };
  const file = Buffer.from(
    `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL\n<BANKACCTFROM><BANKID>0341<ACCTID>1</BANKACCTFROM>\n<BANKTRANLIST>\n${lines
      .map(
        ([cents, memo], at) =>
          `<STMTTRN><TRNTYPE>${cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${ofxDay(1 + (at % 25))}<TRNAMT>${(cents / 100).toFixed(2)}<FITID>S${at}<MEMO>${memo.slice(0, 32)}</STMTTRN>`,
      )
      .join('\n')}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
  );
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    bench.app.inject({ method, url, headers: bench.headers, payload: payload as object });
  const settings = await call(
    'PUT',
    `/v1/companies/imports/accounts/${account!.id}/auto-reconcile`,
    {
      enabled: true,
      min_confidence: 90,
    },
  );
  if (settings.statusCode !== 200) throw new Error(`auto-reconcile: ${settings.body}`);
  const preview = async () => {
    const body = multipartUpload(file, 'itau.ofx', { bank_account_id: account!.id });
    const response = await bench.app.inject({
      method: 'POST',
      url: '/v1/companies/imports/statements/preview',
      headers: { ...bench.headers, 'content-type': body.type },
      payload: body.payload,
    });
    if (response.statusCode !== 200) throw new Error(`preview: ${response.body}`);
    const result = response.json<StatementPreview>();
    const of = (test: (line: StatementPreview['lines'][number]) => boolean) =>
      result.lines.filter(test).length;
    return [
      `${result.counts.ready} de ${result.counts.total - result.counts.duplicate} prontas`,
      String(of((line) => line.suggestion?.source === 'rule')),
      String(of((line) => line.suggestion?.source === 'history' && !!line.suggestion.category_id)),
      String(of((line) => line.suggestion?.source === 'history' && !line.suggestion.category_id)),
      String(of((line) => line.state === 'new' && !line.suggestion)),
    ].join(' | ');
  };
  const byName = (pattern: RegExp) => categories.find((category) => pattern.test(category.name))!;
  print('\n## A 120-line statement with auto-conciliação at 90 %, before and after three rules\n');
  print('Preview | ready | by rule | by history | history refused | nothing');
  print('--- | --- | ---: | ---: | ---: | ---:');
  print(`No rules | ${await preview()}`);
  const rules = [
    {
      name: 'Tarifas do banco',
      text_operator: 'starts_with',
      text: 'TAR ',
      direction: 'despesa',
      category_id: byName(/^Tarifas banc/).id,
    },
    {
      name: 'IOF',
      text_operator: 'contains',
      text: 'IOF',
      direction: 'despesa',
      category_id: byName(/^Juros e multas pagos/).id,
    },
    {
      name: 'Pix de pessoas',
      text_operator: 'regex',
      text: '^PIX RECEBIDO [A-Z]+ (SILVA|SOUZA|LIMA)$',
      direction: 'receita',
      category_id: byName(/^Venda de produtos/).id,
    },
  ];
  for (const rule of rules) {
    const response = await call('POST', '/v1/companies/import-rules', rule);
    if (response.statusCode !== 201) throw new Error(`rule: ${response.body}`);
  }
  print(`Three rules (${rules.map((rule) => rule.name).join(', ')}) | ${await preview()}`);
}
