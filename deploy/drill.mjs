// `npm run deploy:drill`: starts the production shape (stack.mjs) and, under a bounded load of
// reads, dashboards and writes through nginx, breaks it eight ways, one phase each
// (drill-phases.mjs): kill -9 an API instance, SIGSTOP one for 10 s, terminate every database
// connection, stop Redis, stop the synchronous standby's node, kill -9 the leader's postmaster,
// kill -9 etcd's leader, and partition the leader's node (SIGSTOP). It only breaks and measures:
// Patroni elects, promotes and brings the old primary back. Every write carries an
// Idempotency-Key and is retried with it after no answer or a 5xx, as the app's client does.
// Exits 1, saying why, when any of these fails: no acknowledged write lost (on any node), no
// duplicate, every write acknowledged in the end, each phase's outage within its bound for every
// kind of request (the longest time without a success, from the fault to the phase's end, tail
// included), the cluster healthy again after each database fault with the old leader a replica
// and the timeline bumped, and both API instances alive at the end.
import { randomUUID } from 'node:crypto';
import { drillPhases } from './drill-phases.mjs';
import { PORTS, PUBLIC_URL, RUN_DIR, psql, startStack } from './stack.mjs';
import { demoSession, today } from './session.mjs';

/**
 * Well under what this machine serves (deploy:load: ~200 reads or ~60–100 writes a second): the
 * point is what survives, and an overloaded stack queues every request whatever the fault.
 */
const REQUESTS_PER_SECOND = Number(process.env.DRILL_RATE ?? 40);
/** A client gives up on an answer after this; nginx waits 60 s, the API's bounds are ≤ 15 s. */
const REQUEST_TIMEOUT_MS = 20_000;
/** A write is retried with its key until acknowledged, or given up after this. */
const WRITE_DEADLINE_MS = 90_000;
const KINDS = ['read', 'dashboard', 'write'];

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stack = await startStack();
const t0 = Date.now();
const clock = () => Date.now() - t0;
const mark = (what) => say(`  t=${(clock() / 1000).toFixed(1)} s  ${what}`);

/** Every answer (or its absence): when, which kind, whether it succeeded, how long it took. */
const outcomes = [];
const writes = { acknowledged: [], replayed: 0, retried: 0, unresolved: 0, refused: [] };
let running = true;

async function send(path, init) {
  const started = Date.now();
  try {
    const response = await fetch(`${PUBLIC_URL}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    return { status: response.status, body, headers: response.headers, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, body: String(error), headers: new Headers(), ms: Date.now() - started };
  }
}

function record(kind, answer) {
  outcomes.push({
    kind,
    at: clock(),
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    // What a failure said, to show one of each in the report.
    said: answer.status >= 200 && answer.status < 300 ? undefined : answer.body.slice(0, 160),
    ms: answer.ms,
  });
}

/** One write, retried with the same key until the API acknowledges it (as the app's client). */
async function write(session, day, n) {
  const key = randomUUID();
  const body = JSON.stringify({
    type: 'despesa',
    description: `Drill ${n}`,
    amount_cents: 10_000,
    // Over two months, as a company's bills are: not all on one day's totals row.
    due_date: new Date(Date.parse(`${day}T12:00:00Z`) + ((n % 61) - 30) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    category_id: session.categoryId,
  });
  const deadline = Date.now() + WRITE_DEADLINE_MS;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send('/v1/companies/movements', {
      method: 'POST',
      headers: { ...session.headers, 'idempotency-key': key },
      body,
    });
    record('write', answer);
    if (answer.status === 201) {
      writes.acknowledged.push(JSON.parse(answer.body)[0].id);
      // The first answer, kept with the write: an earlier try had committed it.
      if (answer.headers.get('idempotent-replayed') === 'true') writes.replayed += 1;
      return;
    }
    const retryable = answer.status === 0 || answer.status >= 500 || answer.status === 409;
    if (!retryable) {
      writes.refused.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      return;
    }
    if (Date.now() > deadline) {
      writes.unresolved += 1;
      return;
    }
    if (attempt === 0) writes.retried += 1;
    const after = Number(answer.headers.get('retry-after'));
    await sleep(Number.isFinite(after) && after > 0 ? Math.min(after * 1000, 2_000) : 300);
  }
}

/**
 * Open-loop load, as many independent people make it: a request every 1/REQUESTS_PER_SECOND s,
 * kinds in turn, whether or not the earlier ones were answered (a closed loop of a few clients
 * would stop asking as soon as each waits on a hung instance, and measure itself). At most
 * MAX_WAITING wait at once; past that a request is not sent, and counted.
 */
const MAX_WAITING = 400;
let waiting = 0;
let notSent = 0;
async function load(session) {
  const day = today();
  const month = JSON.stringify({ start_date: `${day.slice(0, 7)}-01`, end_date: day });
  const pending = new Set();
  const intervalMs = 1000 / REQUESTS_PER_SECOND;
  const begun = Date.now();
  for (let turn = 0; running; turn += 1) {
    await sleep(Math.max(0, begun + turn * intervalMs - Date.now()));
    if (waiting >= MAX_WAITING) {
      notSent += 1;
      continue;
    }
    const kind = KINDS[turn % KINDS.length];
    waiting += 1;
    const request = (async () => {
      if (kind === 'read') {
        record(
          kind,
          await send(`/v1/companies/movements?start_date=${day}&end_date=${day}`, {
            headers: session.headers,
          }),
        );
      } else if (kind === 'dashboard') {
        record(
          kind,
          await send('/v1/companies/dashboards/insights', {
            method: 'POST',
            headers: session.headers,
            body: month,
          }),
        );
      } else {
        await write(session, day, turn);
      }
    })().finally(() => {
      waiting -= 1;
      pending.delete(request);
    });
    pending.add(request);
  }
  await Promise.all(pending);
}

/**
 * The longest time without a success of `kind` between `from` and `to` (ms since start),
 * counting from `from` to the first success and from the last one to `to`.
 */
function outage(kind, from, to) {
  let last = from;
  let longest = 0;
  for (const outcome of outcomes) {
    if (outcome.kind !== kind || !outcome.ok || outcome.at < from || outcome.at > to) continue;
    longest = Math.max(longest, outcome.at - last);
    last = outcome.at;
  }
  return Math.max(longest, to - last);
}

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'FAILED';
};

const notes = [];
const PHASES = drillPhases({ stack, mark, notes });

try {
  const session = await demoSession();
  const start = await stack.database.healthy();
  say(
    `Drill: ${REQUESTS_PER_SECOND} requests a second through nginx (open loop), ${PHASES.length} faults`,
  );
  const loading = load(session);
  await sleep(4_000);
  const phases = [];
  for (const phase of PHASES) {
    const from = clock();
    await phase.fault();
    phases.push({ ...phase, from, to: clock() });
  }
  running = false;
  await loading;

  // Every acknowledged write must be on every node, whichever leads now, once.
  const lostOn = PORTS.nodes.map((port) => {
    let lost = 0;
    for (let i = 0; i < writes.acknowledged.length; i += 500) {
      const ids = writes.acknowledged.slice(i, i + 500);
      const found = Number(
        psql(
          port,
          `select count(*) from movements where id in (${ids.map((id) => `'${id}'`).join(',')})`,
        ),
      );
      lost += ids.length - found;
    }
    return lost;
  });
  const lost = Math.max(...lostOn);
  const duplicates = Number(
    psql(
      PORTS.writes,
      "select count(*) from (select description from movements where description like 'Drill %' group by description having count(*) > 1) as t",
    ),
  );
  const end = await stack.database.healthy();
  const alive = await Promise.all(
    PORTS.api.map(async (port) => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/health/live`)).ok;
      } catch {
        return false;
      }
    }),
  );

  say();
  say('phase                                   read     dashboard  write      errors');
  for (const phase of phases) {
    const cells = KINDS.map((kind) => {
      const ms = outage(kind, phase.from, phase.to);
      const bound = phase.bounds[kind];
      const verdict = check(ms <= bound, `${phase.name}: ${kind} outage ${ms} ms > ${bound} ms`);
      return `${String(ms).padStart(6)} ${verdict === 'ok' ? '  ' : '✗ '}`;
    });
    const errors = outcomes.filter((o) => !o.ok && o.at >= phase.from && o.at <= phase.to);
    const byStatus = new Map();
    const said = new Map();
    for (const { kind, status, said: body } of errors) {
      const key = `${kind} ${status === 0 ? 'no answer' : status}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      if (!said.has(key)) said.set(key, body);
    }
    const described = [...byStatus].map(([key, n]) => `${n}× ${key}`).join(', ');
    say(`${phase.name.padEnd(38)}${cells.join('  ')} ${described || '0'}`);
    if (phase.from !== undefined && failures.some((f) => f.startsWith(phase.name))) {
      for (const [key, body] of said) say(`  ${key}: ${body}`);
    }
    const slow = outcomes.filter(
      (o) => o.ok && o.ms > 1_000 && o.at >= phase.from && o.at <= phase.to,
    );
    if (slow.length > 0) {
      say(
        `  answered, but after more than 1 s: ${slow.length} (the longest ${Math.max(...slow.map((o) => o.ms))} ms)`,
      );
    }
    for (const note of notes.filter((n) => n.phase === phase.name)) {
      say(`  ${note.what}  ${check(note.ok, `${phase.name}: ${note.what}`)}`);
    }
  }
  const total = outcomes.length;
  const failed = outcomes.filter((o) => !o.ok).length;
  say('(outage: the longest time in ms without a successful answer of that kind, tail included)');
  say();
  say(`requests:                       ${total} (${failed} not 2xx, each retried if a write)`);
  say(`not sent (${MAX_WAITING} already waiting): ${notSent}`);
  say(`writes acknowledged:            ${writes.acknowledged.length}`);
  say(
    `writes retried with their key:  ${writes.retried}, of which committed by an earlier try (the first answer replayed): ${writes.replayed}`,
  );
  say(
    `writes never acknowledged:      ${writes.unresolved}  ${check(writes.unresolved === 0, `${writes.unresolved} writes never acknowledged`)}`,
  );
  say(
    `writes refused (4xx):           ${writes.refused.length}  ${check(writes.refused.length === 0, `writes refused: ${writes.refused.slice(0, 3).join('; ')}`)}`,
  );
  say(
    `acknowledged writes lost:       ${lost} (missing on node1 / node2 / node3: ${lostOn.join(' / ')})  ${check(lost === 0, `${lost} acknowledged writes lost`)}`,
  );
  say(
    `duplicates after keyed retries: ${duplicates}  ${check(duplicates === 0, `${duplicates} writes stored twice`)}`,
  );
  say(
    `cluster at the end:             ${end ? `node${end.leader + 1} leads on timeline ${end.timeline} (from node${start.leader + 1} on ${start.timeline}); streaming: ${end.replicas.join(', ')}` : 'not healthy'}  ${check(end && end.timeline > start.timeline, 'the cluster is not healthy at the end, or no failover happened')}`,
  );
  say(
    `API instances alive at the end: ${alive.filter(Boolean).length} of ${alive.length}  ${check(alive.every(Boolean), 'an API instance is not alive at the end')}`,
  );
  say();
  if (failures.length === 0) say('drill passed');
  else {
    say(`drill FAILED (${failures.length}):`);
    for (const failure of failures) say(`  - ${failure}`);
  }
  process.exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  running = false;
  process.stderr.write(`${error.stack ?? error}\n(logs in ${RUN_DIR})\n`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
