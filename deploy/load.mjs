// `npm run deploy:load`: the production shape's capacity on this machine (issue 20, item 8). Starts
// the stack (stack.mjs), then loads it through nginx with autocannon, one kind of request at a
// time, each alone at 50 connections for LOAD_SECONDS (default 15): the insights dashboard (a
// POST, read from the replicas), the month's movement list (GET, replicas) and the creation of a
// conta a pagar (POST with an Idempotency-Key, on the primary, committed once the synchronous
// standby has applied it). For each: req/s, latency p50/p99, errors, and the CPU each part of the
// stack used meanwhile (in cores: 1.0 is one core busy all the time), which says what saturates
// first, and what the database's active queries waited on. Prints figures, asserts nothing.
// autocannon runs on the same 2 cores, and its share is printed too.
import { readFileSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { PORTS, PUBLIC_URL, RUN_DIR, startStack } from './stack.mjs';
import { demoSession, today } from './session.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

const say = (line = '') => process.stdout.write(`${line}\n`);

/** Every process: its name, parent, command line and CPU ticks so far (user + system). */
function processes() {
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces: the fields after it are split.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.set(Number(entry), {
        name,
        ppid: Number(fields[1]),
        cmdline,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // Gone since the listing.
    }
  }
  return found;
}

/** Each Patroni node's part ('PostgreSQL primary', '… replicas'), once the stack is up. */
const nodeParts = new Map();

/** Which part of the stack a process is, or undefined for the rest of the machine. */
function partOf(pid, all, apiPids) {
  for (let current = pid, hops = 0; current > 1 && hops < 6; hops += 1) {
    if (apiPids.has(current)) return 'API (2 instances)';
    const info = all.get(current);
    if (!info) return undefined;
    if (info.name === 'postgres') {
      // A postmaster names its data folder; its children are found through it.
      const node = /pg-(node\d)/.exec(info.cmdline)?.[1];
      if (node) return nodeParts.get(node);
    }
    if (info.name === 'nginx') return 'nginx';
    if (info.name === 'haproxy') return 'HAProxy';
    if (info.name === 'etcd') return 'etcd (3 members)';
    if (info.name === 'patroni') return 'Patroni (3 nodes)';
    if (info.name === 'redis-server') return 'Redis';
    current = info.ppid;
  }
  return undefined;
}

/** Each stack process's CPU ticks so far, by pid, with the part it belongs to. */
function stackTicks(apiPids) {
  const all = processes();
  const ticks = new Map();
  for (const [pid, info] of all) {
    const part = partOf(pid, all, apiPids);
    if (part) ticks.set(pid, { part, ticks: info.ticks });
  }
  return ticks;
}

/**
 * Cores each part used between two readings, by process: one that ended in between (a
 * connection's backend) is not counted, one that started counts from zero.
 */
function coresByPart(before, after, seconds) {
  const parts = new Map();
  for (const [pid, { part, ticks }] of after) {
    const earlier = before.get(pid);
    const used = earlier && earlier.part === part ? ticks - earlier.ticks : ticks;
    parts.set(part, (parts.get(part) ?? 0) + used / TICKS / seconds);
  }
  return parts;
}

/** The whole machine's busy and total ticks (/proc/stat's first line). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * What the database's active backends wait on, sampled 4 times a second during a run (CPU: not
 * waiting). With the CPU not saturated, this is where the time goes.
 */
function sampleWaits(port) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'fluxo' });
  const counts = new Map();
  let samples = 0;
  let timer;
  const ready = client.connect().then(() => {
    timer = setInterval(() => {
      client
        .query(
          `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n
           from pg_stat_activity
           where datname = 'fluxo' and state = 'active' and pid <> pg_backend_pid()
             and backend_type = 'client backend'
           group by 1`,
        )
        .then(({ rows }) => {
          samples += 1;
          for (const { wait, n } of rows) counts.set(wait, (counts.get(wait) ?? 0) + n);
        })
        .catch(() => undefined);
    }, 250);
  });
  return {
    async stop() {
      await ready;
      clearInterval(timer);
      await client.end();
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return {
        busy: samples > 0 ? total / samples : 0,
        top: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([wait, n]) => `${wait} ${Math.round((100 * n) / Math.max(1, total))} %`),
      };
    },
  };
}

async function measure(label, requests, apiPids) {
  const waits = Object.fromEntries(
    [...nodeParts].map(([node, part]) => [
      `${part.includes('primary') ? 'primary' : 'replica'} ${node}`,
      sampleWaits(PORTS.nodes[Number(node.slice(4)) - 1]),
    ]),
  );
  const before = stackTicks(apiPids);
  const machineBefore = machineTicks();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: PUBLIC_URL,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests,
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = stackTicks(apiPids);
  const machineAfter = machineTicks();
  const own = process.cpuUsage(ownBefore);
  const cores = coresByPart(before, after, elapsed);
  cores.set('autocannon (this process)', (own.user + own.system) / 1e6 / elapsed);
  const busy =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  const waited = {};
  for (const [name, sampler] of Object.entries(waits)) waited[name] = await sampler.stop();
  return { label, result, cores, busy, waited };
}

const stack = await startStack();
try {
  const roles = await stack.database.roles();
  PORTS.nodes.forEach((_, index) =>
    nodeParts.set(
      `node${index + 1}`,
      index === roles.leader ? 'PostgreSQL primary' : 'PostgreSQL replicas (2)',
    ),
  );
  const { headers, categoryId } = await demoSession();
  const day = today();
  const month = { start_date: `${day.slice(0, 7)}-01`, end_date: day };
  const apiPids = new Set(['api-1', 'api-2'].map((name) => stack.supervisor.pidOf(name)));
  let written = 0;
  const scenarios = [
    [
      'insights (POST, replicas)',
      [
        {
          method: 'POST',
          path: '/v1/companies/dashboards/insights',
          headers,
          body: JSON.stringify(month),
        },
      ],
    ],
    [
      'movement list, this month (GET, replicas)',
      [
        {
          method: 'GET',
          path: `/v1/companies/movements?start_date=${month.start_date}&end_date=${day}`,
          headers,
        },
      ],
    ],
    [
      'create, all due today (POST, primary, sync standby)',
      [
        {
          method: 'POST',
          path: '/v1/companies/movements',
          setupRequest: (request) => ({
            ...request,
            headers: { ...headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              type: 'despesa',
              description: `Carga ${(written += 1)}`,
              amount_cents: 10_000,
              due_date: day,
              category_id: categoryId,
            }),
          }),
        },
      ],
    ],
    [
      'create, due dates over a year (POST, primary)',
      [
        {
          method: 'POST',
          path: '/v1/companies/movements',
          setupRequest: (request) => {
            written += 1;
            // Past and coming days of the year: each write touches another day's totals.
            const due = new Date(
              Date.parse(`${day}T12:00:00Z`) + ((written % 365) - 182) * 86_400_000,
            );
            return {
              ...request,
              headers: { ...headers, 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                type: 'despesa',
                description: `Carga ${written}`,
                amount_cents: 10_000,
                due_date: due.toISOString().slice(0, 10),
                category_id: categoryId,
              }),
            };
          },
        },
      ],
    ],
  ];
  const runs = [];
  for (const [label, requests] of scenarios) {
    say(`› ${label}: ${CONNECTIONS} connections, ${SECONDS} s…`);
    runs.push(await measure(label, requests, apiPids));
  }

  say();
  say(`Load through nginx (${PUBLIC_URL}), each alone, ${CONNECTIONS} connections, ${SECONDS} s`);
  for (const { label, result, cores, busy, waited } of runs) {
    say();
    say(label);
    say(`  req/s (mean)               ${Math.round(result.requests.average)}`);
    say(`  latency p50 / p99          ${result.latency.p50} / ${result.latency.p99} ms`);
    say(
      `  answered 2xx / other       ${result['2xx']} / ${result.non2xx} (socket errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    say(`  machine CPU busy           ${(busy * 100).toFixed(0)} % of 2 cores`);
    const ranked = [...cores].sort((a, b) => b[1] - a[1]);
    for (const [part, used] of ranked) say(`  ${part.padEnd(27)}${used.toFixed(2)} cores`);
    for (const [database, { busy: active, top: tops }] of Object.entries(waited)) {
      say(
        `  ${`${database}: active queries`.padEnd(32)}${active.toFixed(1)} on average; ${tops.join(', ') || 'none'}`,
      );
    }
    const [top] = ranked;
    say(
      busy > 0.9
        ? `  saturates first: the machine's CPU, most of it in ${top?.[0]}`
        : `  CPU not saturated (${(busy * 100).toFixed(0)} %): the limit is waiting (locks, the synchronous standby's apply, connections)`,
    );
  }
} catch (error) {
  process.stderr.write(`${error.stack ?? error}\n(logs in ${RUN_DIR})\n`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
