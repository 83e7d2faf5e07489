// The production shape on one machine: a PostgreSQL cluster run by Patroni on etcd, behind
// HAProxy (pg-cluster.mjs), Redis, two API instances, nginx in front (the built apps,
// precompressed, and the API balanced). Used by `npm run deploy` (up.mjs), the fault drill
// (drill.mjs) and the load bench (load.mjs). Everything lives in deploy/.run and dies with the
// stack.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  openSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPrograms } from './api-programs.mjs';
import { nginxConf } from './nginx-conf.mjs';
import { pgCluster } from './pg-cluster.mjs';
import { watchReadiness } from './readiness.mjs';
import { startSupervisor, supervisorConf } from './supervisor.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const RUN_DIR = path.join(REPO_ROOT, 'deploy', '.run');

export const PORTS = {
  http: Number(process.env.DEPLOY_HTTP_PORT ?? 8080),
  /** HAProxy: the node Patroni says is the primary (GET /primary). */
  writes: 5440,
  /** HAProxy: the replicas (GET /replica), or the primary when none is up. */
  reads: 5439,
  /** Each Patroni node's PostgreSQL and REST API. */
  nodes: [5441, 5442, 5443],
  patroni: [8441, 8442, 8443],
  etcdClient: [2391, 2392, 2393],
  etcdPeer: [2491, 2492, 2493],
  redis: 6380,
  api: [3401, 3402],
};
const DATABASE = 'fluxo';

export const DATABASE_URL = `postgres://postgres@127.0.0.1:${PORTS.writes}/${DATABASE}`;
export const DATABASE_READ_URL = `postgres://postgres@127.0.0.1:${PORTS.reads}/${DATABASE}`;
export const PUBLIC_URL = `http://localhost:${PORTS.http}`;

const say = (line) => process.stdout.write(`${line}\n`);

export function postgresBin(name) {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql');
  return path.join(base, version, 'bin', name);
}

// PostgreSQL refuses to run as root: as root, its processes (Patroni's too) run as `postgres`.
const asRoot = process.getuid?.() === 0;
/** A folder the PostgreSQL processes own (and write their data folders and logs in). */
function ownedByPostgres(dir, mode) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, mode);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
}

/** Checks the Debian packages and builds this stack needs; says how to get what is missing. */
export function checkPrerequisites() {
  const missing = [];
  if (spawnSync('nginx', ['-v']).error) missing.push('nginx (apt-get install -y nginx-light)');
  if (!existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
    missing.push('brotli_static (apt-get install -y libnginx-mod-http-brotli-static)');
  for (const [program, pkg] of [
    ['patroni', 'patroni'],
    ['etcd', 'etcd-server'],
    ['haproxy', 'haproxy'],
  ]) {
    if (spawnSync(program, ['--version']).error)
      missing.push(`${program} (apt-get install -y ${pkg})`);
  }
  if (spawnSync('supervisord', ['--version']).error)
    missing.push('supervisor (apt-get install -y supervisor)');
  if (spawnSync('redis-server', ['--version']).error)
    missing.push('redis-server (apt-get install -y redis-server)');
  try {
    postgresBin('postgres');
  } catch {
    missing.push('PostgreSQL server (apt-get install -y postgresql)');
  }
  const built = [
    'api/dist/server.js',
    'host/dist/index.html',
    ...['auth', 'insights', 'company', 'movements'].map((r) => `remote-${r}/dist/mf-manifest.json`),
  ].filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (built.length > 0) missing.push(`the build (${built.join(', ')}): npm run build`);
  if (missing.length > 0) {
    throw new Error(`deploy needs:\n${missing.map((item) => `  - ${item}`).join('\n')}`);
  }
}

/** A long-running child whose output goes to RUN_DIR/<name>.log as it is written. */
function startProcess(name, command, args) {
  const log = openSync(path.join(RUN_DIR, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { name, child, exited };
}

async function waitFor(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const NGINX_CONF = path.join(RUN_DIR, 'nginx.conf');
const nginxOptions = (downApis = []) => ({
  repoRoot: REPO_ROOT,
  runDir: RUN_DIR,
  ports: PORTS,
  asRoot,
  downApis,
});

/** Rewrites the upstream with `downApis` marked down; nginx swaps workers without dropping any. */
function reloadNginx(downApis) {
  writeFileSync(NGINX_CONF, nginxConf(nginxOptions(downApis)));
  execFileSync('nginx', ['-c', NGINX_CONF, '-p', RUN_DIR, '-s', 'reload'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function startNginx() {
  const conf = NGINX_CONF;
  for (const dir of ['nginx-body', 'nginx-proxy', 'nginx-fastcgi', 'nginx-uwsgi', 'nginx-scgi'])
    mkdirSync(path.join(RUN_DIR, dir), { recursive: true });
  if (asRoot)
    execFileSync('chown', [
      '-R',
      'www-data',
      ...['nginx-body', 'nginx-proxy'].map((d) => path.join(RUN_DIR, d)),
    ]);
  writeFileSync(conf, nginxConf(nginxOptions()));
  execFileSync('nginx', ['-t', '-q', '-c', conf, '-p', RUN_DIR], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return startProcess('nginx', 'nginx', ['-c', conf, '-p', RUN_DIR, '-g', 'daemon off;']);
}

function jwtSecret() {
  const file = path.join(RUN_DIR, 'jwt-secret');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Waits until API instance `index` (0-based) is ready: it can write to the primary. */
export function waitForApi(index, timeoutMs = 60_000) {
  return waitFor(
    `API instance ${index + 1}`,
    async () => (await fetch(`http://127.0.0.1:${PORTS.api[index]}/health/ready`)).ok,
    timeoutMs,
  );
}

/** Starts the API instances under supervisor, one after the other. */
async function startApis() {
  const confFile = path.join(RUN_DIR, 'supervisord.conf');
  const programs = apiPrograms({
    repoRoot: REPO_ROOT,
    runDir: RUN_DIR,
    ports: PORTS,
    jwtSecret: jwtSecret(),
    databaseUrl: DATABASE_URL,
    databaseReadUrl: DATABASE_READ_URL,
    publicUrl: PUBLIC_URL,
  });
  writeFileSync(confFile, supervisorConf({ runDir: RUN_DIR, programs }), { mode: 0o600 });
  const supervisor = startSupervisor({ confFile, runDir: RUN_DIR, say });
  // The first migrates and seeds, the others find it done (autostart: the first only).
  await waitForApi(0);
  for (let index = 1; index < programs.length; index += 1) {
    supervisor.ctl('start', programs[index].name);
    await waitForApi(index);
  }
  return supervisor;
}

/**
 * Starts the whole stack from scratch (a previous run's folder is removed first); answers the
 * processes and `stop()`.
 */
export async function startStack() {
  checkPrerequisites();
  // The folder is removed below: never under a stack that is running (npm run deploy, a drill).
  const taken = await portsInUse([
    PORTS.http,
    PORTS.writes,
    PORTS.reads,
    ...PORTS.nodes,
    ...PORTS.patroni,
    ...PORTS.etcdClient,
    ...PORTS.etcdPeer,
    PORTS.redis,
    ...PORTS.api,
  ]);
  if (taken.length > 0) {
    throw new Error(
      `ports ${taken.join(', ')} are in use: is \`npm run deploy\` (or a drill) running? Stop it first; ` +
        `this starts a stack of its own in ${RUN_DIR}, which it recreates.`,
    );
  }
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  // The run folder holds the data folders, sockets and logs: PostgreSQL's, readable by all.
  ownedByPostgres(RUN_DIR, 0o755);
  const processes = {};
  const database = pgCluster({
    ports: PORTS,
    runDir: RUN_DIR,
    asRoot,
    postgresBin,
    startProcess,
    waitFor,
    say,
  });
  let stopWatching = () => undefined;
  let supervisor;
  const stop = async () => {
    stopWatching();
    // The API instances first, while their database still answers their shutdown.
    await supervisor?.stop();
    for (const running of Object.values(processes).reverse()) {
      if (running.child.exitCode === null && running.child.signalCode === null)
        running.child.kill('SIGTERM');
    }
    await Promise.all(Object.values(processes).map((running) => running.exited));
    await database.stop();
  };
  try {
    await database.start();
    // HAProxy counts every server up until its first checks: a few connections in a row, all to
    // the primary, say they have run.
    await waitFor('HAProxy → the primary', () =>
      PORTS.nodes
        .concat(PORTS.nodes)
        .every(() => psql(PORTS.writes, 'select pg_is_in_recovery()', 'postgres') === 'f'),
    );
    psql(PORTS.writes, `create database ${DATABASE}`, 'postgres');
    say('› Redis…');
    processes.redis = await startRedis();
    say('› nginx…');
    processes.nginx = startNginx();
    say('› two API instances, under supervisor…');
    supervisor = await startApis();
    await waitFor('nginx → API', async () => (await fetch(`${PUBLIC_URL}/health`)).ok);
    stopWatching = watchReadiness({ ports: PORTS.api, apply: reloadNginx, say });
    return { processes, supervisor, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Whether something accepts connections on each port; the ones that do. */
async function portsInUse(ports) {
  const answers = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const socket = connect({ port, host: '127.0.0.1' });
          socket.once('connect', () => {
            socket.destroy();
            resolve(port);
          });
          socket.once('error', () => resolve(null));
        }),
    ),
  );
  return answers.filter((port) => port !== null);
}

async function startRedis() {
  const redis = startProcess('redis', 'redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor('Redis', () =>
    spawnSync('redis-cli', ['-p', String(PORTS.redis), 'ping'])
      .stdout?.toString()
      .includes('PONG'),
  );
  return redis;
}

/** Stops the stack's Redis (the drill's fault); `startRedisAgain` brings it back, empty. */
export async function stopRedis(stack) {
  stack.processes.redis.child.kill('SIGTERM');
  await stack.processes.redis.exited;
}

export async function startRedisAgain(stack) {
  stack.processes.redis = await startRedis();
}

export function psql(port, query, database = DATABASE) {
  return execFileSync(
    postgresBin('psql'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atqc', query],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
    .toString()
    .trim();
}
