// `npm run seed [-- options]`: applies migrations and creates the demo login, companies and
// movements on the configured database, then exits; with --movements N it also fills the benchmark
// company with N generated movements. The API does the demo part at start unless SEED_DEMO=false.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { DatabaseUnavailableError } from '../db/database-unavailable-error';
import { BENCH_COMPANY, ensureBenchCompany } from './demo/bench-company';
import { DEFAULT_BATCH_SIZE } from './demo/bulk-insert';
import { DEFAULT_GENERATOR_SEED, generateMovements } from './demo/movement-generator';
import { movements } from '../db/schema';
import { createMovementSearchRepository, drainMovementSearch } from '../domains/movements/public';
import { DEMO_USER } from '../db/demo-user';
import { DEMO_COMPANIES, findDemoCompanyId, seedDemo } from './seed-demo';

/** Two writers keep both the planner and the PostgreSQL server busy (measured on 2 cores). */
const POSTGRES_WRITERS = 2;

const HELP = `Usage: npm run seed -- [options]

Applies the migrations and, when missing, creates the demo login (${DEMO_USER.email} / ${DEMO_USER.password})
with its companies and their movements. PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.

Options:
  --movements N    also add exactly N movements, with their payments, over the last 12 months and
                   the next 2 (the demo company's year repeated in branches, "— Unidade 007")
  --company C      where they go: "bench" (default) is ${BENCH_COMPANY.name}, created on first use
                   with the demo setup and the demo login as an owner; "demo" is ${DEMO_COMPANIES[0]?.name}
  --seed S         random seed (default ${DEFAULT_GENERATOR_SEED}); the same seed on the same day gives the same movements
  --reset          delete the company's movements and payments first (otherwise N more are added)
  --batch-size B   movements per INSERT (default ${DEFAULT_BATCH_SIZE})
  --writers W      transactions writing at once on PostgreSQL (default ${POSTGRES_WRITERS}; PGlite: 1)
  -h, --help       show this text

Example: npm run seed -- --movements 100000
`;

class UsageError extends Error {}

interface Options {
  movements: number | null;
  company: 'bench' | 'demo';
  seed: number;
  reset: boolean;
  batchSize: number;
  writers: number | null;
  help: boolean;
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`--${name} must be an integer of at least ${min}, got "${value}"`);
  }
  return Number(value);
}

function parseOptions(args: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        movements: { type: 'string' },
        company: { type: 'string', default: 'bench' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
        writers: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.company !== 'bench' && values.company !== 'demo') {
    throw new UsageError(`--company must be "bench" or "demo", got "${values.company}"`);
  }
  return {
    movements: values.movements === undefined ? null : integer('movements', values.movements, 0, 0),
    company: values.company,
    seed: integer('seed', values.seed, DEFAULT_GENERATOR_SEED, 0),
    reset: values.reset,
    batchSize: integer('batch-size', values['batch-size'], DEFAULT_BATCH_SIZE, 1),
    writers: values.writers === undefined ? null : integer('writers', values.writers, 1, 1),
    help: values.help,
  };
}

async function targetCompany(db: Database, company: Options['company']): Promise<string> {
  if (company === 'bench') return (await ensureBenchCompany(db, DEMO_USER.email)).id;
  const id = await findDemoCompanyId(db);
  if (!id) throw new Error(`${DEMO_USER.email} has no company named ${DEMO_COMPANIES[0]?.name}`);
  return id;
}

const formatNumber = (value: number) => Math.round(value).toLocaleString('en-US');

try {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(HELP);
  } else {
    const config = loadConfig();
    const logger = await createLogger(config);
    const database = await openDatabase(config.database, {
      onPoolError: (error) => logger.error({ err: error }, 'PostgreSQL connection lost'),
      // A batch tool: a 5,000-row insert or a --reset of 100k rows may outlast a request's bounds.
      timeouts: { ...config.databaseTimeouts, statementMs: 0, commitMs: 0 },
    });
    try {
      await database.migrate();
      const created = await seedDemo(database.db, logger);
      logger.info(
        { email: DEMO_USER.email, database: database.kind },
        created ? 'demo login created' : 'demo login already present',
      );
      if (options.movements !== null) {
        const companyId = await targetCompany(database.db, options.company);
        if (options.reset) {
          await database.db.delete(movements).where(eq(movements.companyId, companyId));
        }
        const result = await generateMovements(database.db, companyId, {
          count: options.movements,
          seed: options.seed,
          batchSize: options.batchSize,
          writers: database.kind === 'postgres' ? (options.writers ?? POSTGRES_WRITERS) : 1,
          onBatch: (progress) => logger.debug(progress, 'batch written'),
        });
        const seconds = result.elapsedMs / 1000;
        const rows = result.movements + result.payments;
        logger.info(
          {
            company: options.company,
            companyId,
            database: database.kind,
            movements: result.movements,
            payments: result.payments,
            elapsedMs: Math.round(result.elapsedMs),
            movementsPerSecond: Math.round(result.movements / seconds),
            rowsPerSecond: Math.round(rows / seconds),
          },
          `generated ${formatNumber(result.movements)} movements and ${formatNumber(result.payments)} payments in ${seconds.toFixed(2)} s: ${formatNumber(result.movements / seconds)} movements/s, ${formatNumber(rows / seconds)} rows/s`,
        );
        // The API's worker would index them too, in the background; a seeded company is meant
        // to be measured at once.
        const indexStarted = performance.now();
        const indexed = await drainMovementSearch(
          createMovementSearchRepository(database.db, {
            vacuum: database.kind === 'pglite',
          }),
        );
        const indexSeconds = (performance.now() - indexStarted) / 1000;
        logger.info(
          { indexed, elapsedMs: Math.round(indexSeconds * 1000) },
          `text index: ${formatNumber(indexed)} movements in ${indexSeconds.toFixed(2)} s`,
        );
      }
    } finally {
      await database.close();
    }
  }
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${HELP}`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
