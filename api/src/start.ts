import type { Logger } from 'pino';
import type { App } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { DatabaseUnavailableError } from './db/database-unavailable-error';
import { createLogger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const DUPLICATE_SIGNAL_MS = 1_000;

/** Ends with code 1 once pending log writes are out; the timer only guards against a hang. */
function fail(): void {
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 1_000).unref();
}

function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet: its level comes from this very configuration.
    process.stderr.write(`${error.message}\n`);
    return undefined;
  }
}

/**
 * SIGINT/SIGTERM close the app: the server stops taking requests, running ones finish, then the
 * database closes (PGlite flushes and releases its data folder). A signal during start-up is kept
 * until the app exists; a second one (not a copy of the first) exits at once.
 */
function handleSignals(logger: Logger) {
  let app: App | undefined;
  let firstSignalAt: number | undefined;
  const stop = () => {
    if (!app) return;
    setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => logger.info('stopped'),
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      // Ctrl+C reaches every process of the terminal's group, and npm or start-all.mjs forward it
      // too: copies within a second are the same request, not an impatient second one.
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      logger.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down');
    stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    /** Hands over the started app; false when a signal asked to stop meanwhile. */
    started(started: App): boolean {
      app = started;
      if (firstSignalAt !== undefined) stop();
      return firstSignalAt === undefined;
    },
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  if (!config) return fail();
  const logger = await createLogger(config);
  const signals = handleSignals(logger);

  // The database opens while the app's code loads: PGlite compiles its WebAssembly and starts
  // postgres in the time Node reads and evaluates the routes, which cut the cold start by a fifth
  // (issue 19, item 6). The rejection is handled below, once the app's code is in.
  const opening = openDatabase(config.database, {
    onPoolError: (error) => logger.error({ err: error }, 'PostgreSQL connection lost'),
    timeouts: config.databaseTimeouts,
  });
  opening.catch(() => undefined);
  let app: App;
  try {
    const { buildApp } = await import('./app');
    app = await buildApp({ config, loggerInstance: logger, database: await opening });
  } catch (error) {
    // The app closes a database it was given, unless it failed before taking it; closing twice is
    // harmless and its error is not the one to report.
    await opening.then(
      (handle: DatabaseHandle) => handle.close().catch(() => undefined),
      () => undefined,
    );
    // One clear line, no stack: an operator fixes DATABASE_URL, nothing retries in a loop.
    if (error instanceof DatabaseUnavailableError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'the API could not start');
    return fail();
  }

  if (!signals.started(app)) return;
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      logger.fatal(
        `Port ${config.port} is already in use (PORT): stop the other process or choose another port`,
      );
    } else {
      logger.fatal({ err: error }, 'the API could not listen');
    }
    await app.close();
    return fail();
  }
  logger.info(
    { database: app.database.kind, version: config.version, docs: '/docs' },
    'Fluxo API ready',
  );
}

await main();
