// The production shape on one machine: PostgreSQL primary + synchronous streaming standby,
// Redis, two API instances, nginx in front (the built apps, precompressed, and the API balanced;
// a TCP proxy to whichever PostgreSQL accepts connections). Used by `npm run deploy` (up.mjs) and
// the fault drill (drill.mjs). Everything lives in deploy/.run and dies with the stack.
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
import { watchReadiness } from './readiness.mjs';
import { startSupervisor, supervisorConf } from './supervisor.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const RUN_DIR = path.join(REPO_ROOT, 'deploy', '.run');

export const PORTS = {
  http: Number(process.env.DEPLOY_HTTP_PORT ?? 8080),
  /** nginx's TCP proxy: the primary while it accepts connections, else the (promoted) standby. */
  database: 5440,
  primary: 5441,
  standby: 5442,
  redis: 6380,
  api: [3401, 3402],
};
const DATABASE = 'fluxo';

export const DATABASE_URL = `postgres://postgres@127.0.0.1:${PORTS.database}/${DATABASE}`;
export const DATABASE_READ_URL = `postgres://postgres@127.0.0.1:${PORTS.standby}/${DATABASE}`;
export const PUBLIC_URL = `http://localhost:${PORTS.http}`;

const say = (line) => process.stdout.write(`${line}\n`);

function postgresBin(name) {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql');
  return path.join(base, version, 'bin', name);
}

// PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user.
const asRoot = process.getuid?.() === 0;
function postgresCommand(name, args) {
  return asRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(name), ...args]]
    : [postgresBin(name), args];
}
function runPostgresTool(name, args) {
  const [command, fullArgs] = postgresCommand(name, args);
  execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}
/** A folder the PostgreSQL processes own; data folders must also be private to them (0700). */
function ownedByPostgres(dir, mode = 0o700) {
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
  for (const module of ['ngx_stream_module.so', 'ngx_http_brotli_static_module.so']) {
    if (!existsSync(path.join('/usr/lib/nginx/modules', module)))
      missing.push(
        `${module} (apt-get install -y libnginx-mod-stream libnginx-mod-http-brotli-static)`,
      );
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

const pgReady = (port) => () =>
  spawnSync(postgresBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).status === 0;

function postgresConf(port, extra) {
  return [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${RUN_DIR}'`,
    'max_connections = 100',
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    'shared_buffers = 128MB',
    ...extra,
  ].join('\n');
}

function startPostgres(name, dataDir) {
  const [command, args] = postgresCommand('postgres', ['-D', dataDir]);
  return startProcess(name, command, args);
}

/**
 * The primary, and a standby streamed from it. Commits wait until the standby has applied them
 * (synchronous_commit = remote_apply): an acknowledged write survives losing the primary, and a
 * read on the standby after a write sees it.
 */
async function startDatabases(dataDirs) {
  const primaryDir = path.join(RUN_DIR, 'pg-primary');
  const standbyDir = path.join(RUN_DIR, 'pg-standby');
  dataDirs.push(primaryDir, standbyDir);
  // The run folder holds the sockets and the other processes' files: it stays readable.
  ownedByPostgres(RUN_DIR, 0o755);
  ownedByPostgres(primaryDir);
  runPostgresTool('initdb', [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  writeFileSync(path.join(primaryDir, 'postgresql.auto.conf'), postgresConf(PORTS.primary, []));
  const primary = startPostgres('pg-primary', primaryDir);
  await waitFor('the PostgreSQL primary', pgReady(PORTS.primary));
  psql(PORTS.primary, `create database ${DATABASE}`, 'postgres');

  ownedByPostgres(standbyDir);
  runPostgresTool('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(PORTS.primary),
    '-U',
    'postgres',
    '-D',
    standbyDir,
    '-X',
    'stream',
    '-R',
    '--checkpoint=fast',
  ]);
  // Its own port, its name for the primary's synchronous_standby_names, and no synchronous
  // standby of its own: once promoted, it commits alone instead of waiting forever.
  writeFileSync(
    path.join(standbyDir, 'postgresql.auto.conf'),
    postgresConf(PORTS.standby, [
      "synchronous_standby_names = ''",
      `primary_conninfo = 'host=127.0.0.1 port=${PORTS.primary} user=postgres application_name=standby'`,
    ]),
  );
  const standby = startPostgres('pg-standby', standbyDir);
  await waitFor('the PostgreSQL standby', pgReady(PORTS.standby));
  // Synchronous only now: before the standby existed, every commit would have waited for it.
  for (const setting of [
    "alter system set synchronous_standby_names = 'standby'",
    "alter system set synchronous_commit = 'remote_apply'",
    'select pg_reload_conf()',
  ]) {
    psql(PORTS.primary, setting, 'postgres');
  }
  await waitForSyncStandby();
  return { primary, standby, primaryDir, standbyDir };
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
    PORTS.primary,
    PORTS.standby,
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
  const processes = {};
  const dataDirs = [];
  let stopWatching = () => undefined;
  let supervisor;
  const stop = async () => {
    stopWatching();
    // The API instances first, while their database still answers their shutdown.
    await supervisor?.stop();
    // pg_ctl, not a signal to runuser: the server shuts down cleanly whoever started it.
    for (const dir of dataDirs) {
      try {
        runPostgresTool('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dir]);
      } catch {
        // Already stopped (the drill stops the primary on purpose).
      }
    }
    for (const running of Object.values(processes).reverse()) {
      if (running.child.exitCode === null && running.child.signalCode === null)
        running.child.kill('SIGTERM');
    }
    await Promise.all(Object.values(processes).map((running) => running.exited));
  };
  try {
    say('› PostgreSQL primary and synchronous standby…');
    const databases = await startDatabases(dataDirs);
    processes.primary = databases.primary;
    processes.standby = databases.standby;
    say('› Redis…');
    processes.redis = await startRedis();
    say('› nginx…');
    processes.nginx = startNginx();
    await waitFor('nginx', pgReady(PORTS.database));
    say('› two API instances, under supervisor…');
    supervisor = await startApis();
    await waitFor('nginx → API', async () => (await fetch(`${PUBLIC_URL}/health`)).ok);
    stopWatching = watchReadiness({ ports: PORTS.api, apply: reloadNginx, say });
    return {
      processes,
      supervisor,
      stop,
      primaryDir: databases.primaryDir,
      standbyDir: databases.standbyDir,
    };
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

/** Until the primary reports the standby as its synchronous one. */
function waitForSyncStandby() {
  return waitFor(
    'synchronous replication',
    () =>
      psql(
        PORTS.primary,
        "select sync_state from pg_stat_replication where application_name = 'standby'",
        'postgres',
      ) === 'sync',
  );
}

/** Stops the standby cleanly (the drill's fault): commits on the primary wait for it. */
export function stopStandby(stack) {
  runPostgresTool('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', stack.standbyDir]);
}

/** Starts the standby again and waits until it is the primary's synchronous standby once more. */
export async function startStandbyAgain(stack) {
  stack.processes.standby = startPostgres('pg-standby', stack.standbyDir);
  await waitFor('the PostgreSQL standby', pgReady(PORTS.standby));
  await waitForSyncStandby();
}

/** Stops the primary at once, as a crash would (no shutdown checkpoint). */
export function crashPrimary(primaryDir) {
  runPostgresTool('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', primaryDir]);
}

/** Promotes the standby to primary (after the primary is gone). */
export function promoteStandby(standbyDir) {
  runPostgresTool('pg_ctl', ['promote', '-w', '-D', standbyDir]);
}

export function psql(port, query, database = DATABASE) {
  return execFileSync(postgresBin('psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    database,
    '-Atqc',
    query,
  ])
    .toString()
    .trim();
}
