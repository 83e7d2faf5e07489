// `npm run bench:webhooks -w api [-- pglite|postgres]`: issue 21's webhook burst. N receivables
// (BENCH_WEBHOOKS, default 1 000) charged at the PSP simulator and paid there with its webhook held
// back; then every notification is sent to the API at once, over HTTP, as a PSP catching up would
// send them, each one Pix as BACEN's API Pix posts it ({ pix: [ … ] } to {webhookUrl}/pix). The API
// notes each one and answers; its drain then reads each Pix back from the PSP and settles it in
// one transaction. Then the same burst again: a PSP that did not see the answers retries them
// all. Budget: all settled, none settled twice, p99 ≤ 200 ms (of the answers, which is what the
// PSP waits for); the time until the last is settled is printed too. Prints figures, asserts
// nothing. Last, the same burst to a bare Fastify that answers at once: the floor this machine
// sets, below which no API of this shape answers.
//   BENCH_WEBHOOKS=1000 npm run bench:webhooks -w api -- postgres
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { pixWebhookAnswerSchema, pspSettingsSchema } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import { buildPspSimulator } from '../src/domains/cobranca/psp-simulator/simulator-app';
import { freePort } from './free-port';
import {
  databaseKind,
  databaseLabel,
  ms,
  openBenchApp,
  percentile,
  readyForPix,
  rowsIn,
} from './bench-support';

const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 1_000);
const kind = databaseKind(process.argv[2] ?? process.env.BENCH_DATABASE);
const PIX_KEY = '11222333000181';
const CLIENT_ID = 'fluxo-bench';
const CLIENT_SECRET = 'segredo-do-bench-que-nunca-volta-0b7e';

const simulator = buildPspSimulator({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
const simulatorUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
const port = await freePort();
// The simulator speaks plain HTTP, which production refuses for a PSP's URL (PSP settings ask
// for https there): the app runs as in development, and everything else as in production.
const bench = await openBenchApp(kind, 0, {
  NODE_ENV: 'development',
  API_PUBLIC_URL: `http://127.0.0.1:${port}`,
  JOBS: 'false',
});
const { app, companyId, headers } = bench;
const rows = rowsIn(app.db);

type Notified = { endToEndId: string; txid: string; valor: string; horario: string };

// The PSP is another machine: its requests are sent from a thread of their own, so that making
// a thousand of them does not take the API's thread (the API, its drain and the simulator share
// this one, as the API and its drain would in production).
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.sockets });
function post(url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: JSON.parse(text), written }),
      );
    });
    // When the request went out on its connection (it waited for a free one before that).
    let written = NaN;
    request.on('finish', () => (written = performance.now()));
    request.on('error', reject);
    request.end(body);
  });
}
(async () => {
  const { url, pixes } = workerData;
  const results = await Promise.all(pixes.map(async (pix) => {
    const queued = performance.now();
    const { status, body, written } = await post(url, JSON.stringify({ pix: [pix] }));
    const answered = performance.now();
    return { elapsed: answered - queued, onWire: answered - written, status, body };
  }));
  agent.destroy();
  parentPort.postMessage(results);
})();
`;
/** A PSP keeps a pool of connections to a receiver's webhook, as HTTP clients do. */
const SOCKETS = Number(process.env.BENCH_WEBHOOK_SOCKETS ?? 50);

const sorted = (values: number[]) => values.sort((a, b) => a - b);
const spread = (values: number[]) =>
  `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(values.at(-1) ?? NaN)} ms`;

/** Sends one request per Pix, all at once, from the PSP's thread; each one's time and answer. */
async function send(url: string, pixes: Notified[]) {
  const worker = new Worker(SENDER, { eval: true, workerData: { url, pixes, sockets: SOCKETS } });
  const answers = await new Promise<
    { elapsed: number; onWire: number; status: number; body: unknown }[]
  >((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return answers;
}

/**
 * The machine's floor: the same burst answered by a bare Fastify whose route does nothing, on
 * the same thread. What is left above it is the API's own work.
 */
async function floor(pixes: Notified[]) {
  const bare = fastify();
  bare.post('/pix', async () => ({ results: [] }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    await send(`${url}/pix`, pixes.slice(0, 100)); // warmed as the API is by its first burst
    const started = performance.now();
    const answers = await send(`${url}/pix`, pixes);
    return {
      times: sorted(answers.map(({ elapsed }) => elapsed)),
      onWire: sorted(answers.map(({ onWire }) => onWire)),
      wall: performance.now() - started,
    };
  } finally {
    await bare.close();
  }
}

/** Sends one notification each, all at once; answers each request's time and the outcomes. */
async function burst(url: string, pixes: Notified[]) {
  const outcomes = new Map<string, number>();
  // The database's clock, which stamps the notifications: this burst's are those from here on.
  const [clock] = await rows<{ now: string }>(sql`select now()::text as now`);
  const started = performance.now();
  const answers = await send(url, pixes);
  const times = answers.map(({ elapsed, status, body }) => {
    const outcome =
      status === 200
        ? (pixWebhookAnswerSchema.parse(body).results[0]?.outcome ?? 'none')
        : `HTTP ${status}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    return elapsed;
  });
  const wall = performance.now() - started;
  // The drain the notifications started, waited for to its end.
  await app.services.pixSettlement.drain();
  const settledAfter = performance.now() - started;
  const settled = await rows<{ outcome: string; n: number }>(
    sql`select outcome, count(*)::int as n from pix_notifications
        where company_id = ${companyId} and created_at >= ${clock?.now}::timestamptz
        group by outcome order by outcome`,
  );
  const onWire = sorted(answers.map((answer) => answer.onWire));
  return { times: sorted(times), onWire, outcomes, wall, settledAfter, settled };
}

try {
  const today = todayIso();
  const { categoryId, accountId } = await readyForPix(app.db, companyId, PIX_KEY);
  await app.db.execute(
    sql`update companies set address_city = 'São Paulo' where id = ${companyId}`,
  );
  await app.listen({ port, host: '127.0.0.1' });
  const linked = await app.inject({
    method: 'PUT',
    url: `/v1/companies/bank-accounts/${accountId}/psp`,
    headers,
    payload: { base_url: simulatorUrl, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
  });
  if (linked.statusCode !== 200 && linked.statusCode !== 201) {
    throw new Error(`linking the PSP failed: ${linked.statusCode} ${linked.body}`);
  }
  const webhookUrl = `${pspSettingsSchema.parse(linked.json()).webhook_url}/pix`;

  const due = addDays(today, 5);
  const movements = await rows<{ id: string }>(sql`
    insert into movements (company_id, type, description, amount_cents, due_date, competence_date,
                           category_id)
    select ${companyId}, 'receita', 'Pedido ' || n, 5000 + n, ${due}::date, ${due}::date,
           ${categoryId}
    from generate_series(1, ${COUNT}) as n
    returning id`);
  // Charged at the PSP (POST/PUT /cob there) as "Cobrar por Pix" does, eight at a time.
  const pending = movements.map(({ id }) => id);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = pending.shift(); id; id = pending.shift()) {
        await app.services.pixCharges.chargeText(companyId, id);
      }
    }),
  );
  const charges = await rows<{ txid: string }>(
    sql`select txid from pix_charges where company_id = ${companyId} and status = 'active'`,
  );

  // Paid at the simulator with the webhook held back, so that every notification is sent below.
  simulator.store.webhooks.delete(PIX_KEY);
  const pixes: Notified[] = [];
  for (const { txid } of charges) {
    const paid = await fetch(`${simulatorUrl}/simulador/pagar/${txid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (paid.status !== 200) throw new Error(`the simulator answered ${paid.status} for ${txid}`);
    pixes.push(((await paid.json()) as { pix: Notified }).pix);
  }

  const first = await burst(webhookUrl, pixes);
  const replay = await burst(webhookUrl, pixes);
  const bare = await floor(pixes);

  const [tally] = await rows<{
    receipts: number;
    payments: number;
    paid: number;
    twice: number;
  }>(sql`select
      (select count(*)::int from pix_receipts where company_id = ${companyId}) as receipts,
      (select count(*)::int from payments where company_id = ${companyId}
         and notes like 'Pago via Pix%') as payments,
      (select count(*)::int from movements where company_id = ${companyId}
         and type = 'receita' and paid_cents = amount_cents and description like 'Pedido %') as paid,
      (select count(*)::int from (select movement_id from payments where company_id = ${companyId}
         group by movement_id having count(*) > 1) t) as twice`);

  const line = (label: string, value: string) => `${label.padEnd(46)} ${value}\n`;
  const outcomes = (map: Map<string, number>) =>
    [...map].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  const out = process.stdout;
  out.write(
    `Pix webhook burst, ${databaseLabel(kind)}, ${COUNT} notifications at once over ${SOCKETS} connections\n`,
  );
  for (const [label, run] of [
    ['first burst', first],
    ['same burst again (PSP retrying)', replay],
  ] as const) {
    out.write(`${label}\n`);
    out.write(line('  outcomes', outcomes(run.outcomes)));
    out.write(line('  answer, from the burst p50 / p99 / max', spread(run.times)));
    out.write(line('  answer, from its sending p50 / p99 / max', spread(run.onWire)));
    out.write(line('  all answered after', `${ms(run.wall)} ms`));
    out.write(
      line(
        '  settled: outcomes',
        run.settled.map(({ outcome, n }) => `${outcome} ${n}`).join(', '),
      ),
    );
    out.write(line('  all settled after', `${ms(run.settledAfter)} ms`));
  }
  out.write(
    line(
      'Pix receipts / Pix payments / receivables paid',
      `${tally?.receipts} / ${tally?.payments} / ${tally?.paid} of ${COUNT}`,
    ),
  );
  out.write(line('receivables with two payments', String(tally?.twice)));
  out.write("the machine's floor: the same burst to a bare Fastify\n");
  out.write(line('  answer, from the burst p50 / p99 / max', spread(bare.times)));
  out.write(line('  answer, from its sending p50 / p99 / max', spread(bare.onWire)));
  out.write(line('  all answered after', `${ms(bare.wall)} ms`));
  // The budget read both ways: a PSP's client times a request from when it sends it, and a
  // burst's last request also waited for a free connection before that.
  const verdict = (times: number[]) =>
    tally?.paid === COUNT && tally.twice === 0 && percentile(times, 99) <= 200
      ? 'within'
      : 'OVER BUDGET';
  out.write(
    line(
      'budget: all settled once, p99 ≤ 200 ms',
      `${verdict(first.onWire)} from its sending, ${verdict(first.times)} from the burst`,
    ),
  );
} finally {
  await bench.close();
  await simulator.close();
}
