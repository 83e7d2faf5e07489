import { performance } from 'node:perf_hooks';
import { todayIso } from 'shared/format';
import type { Database } from '../../db/client';
import { batchesOf, writeBatches } from './batch-writers';
import { DEFAULT_BATCH_SIZE } from './bulk-insert';
import { buildSetup, insertSetup, loadSetupRefs } from './demo-setup';
import type { Setup, SetupRefs } from './demo-setup';
import { planGeneratedMovements } from './plans/movement-plan';
import { openingBalanceDate, planWindow } from './plans/plan-window';
import { DEMO_PLANO_DE_CONTAS } from './plano-de-contas';

export interface GenerateOptions {
  /** Exactly this many movements are added (their payments come on top). */
  count: number;
  /** The same seed and day give the same movements (ids aside). */
  seed?: number;
  /** The company's day (São Paulo) the 15 months are planned around; today by default. */
  today?: string;
  /** Movements per INSERT (their payments follow in one INSERT). */
  batchSize?: number;
  /**
   * Connections writing at once (1 by default: one transaction, all or nothing). More help on
   * PostgreSQL, where the server's per-row work (indexes, foreign keys) is the limit, but then
   * each batch commits on its own (see writeBatches); `db` must be the pool's database, not
   * PGlite (one connection) nor a transaction.
   */
  writers?: number;
  /** Called after each batch is written, with the running totals. */
  onBatch?: (progress: { movements: number; payments: number }) => void;
}

export interface GenerateResult {
  movements: number;
  payments: number;
  /** Whether the company got the demo setup first (it had no plano de contas). */
  setupCreated: boolean;
  elapsedMs: number;
}

export const DEFAULT_GENERATOR_SEED = 1;

/** The company's demo setup, or a new one to insert when it has no plano de contas yet. */
async function setupFor(
  db: Database,
  companyId: string,
  today: string,
): Promise<{ refs: SetupRefs; setup: Setup | null }> {
  const refs = await loadSetupRefs(db, companyId);
  if (refs) return { refs, setup: null };
  const setup = buildSetup(companyId, DEMO_PLANO_DE_CONTAS, openingBalanceDate(planWindow(today)));
  return { refs: setup.refs, setup };
}

/** Whether Drizzle runs on a node-postgres pool, which gives each transaction its own client. */
function isPool(db: Database): boolean {
  const client = (db as { $client?: object }).$client;
  return client !== undefined && 'idleCount' in client;
}

function positiveInteger(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer of at least ${min}, got ${value}`);
  }
  return value;
}

/**
 * Adds `count` movements with their payments to a company: the demo company's year, repeated in
 * branches (" — Unidade 007") until the count is reached, with the same distributions of kinds,
 * amounts, dates and statuses. A company without a plano de contas first gets the demo setup (in
 * a transaction of its own, so that every writer sees it); one with a plano must have the demo's
 * codes, bank accounts, cost centres and suppliers. With one writer the movements are all written
 * or none.
 */
export async function generateMovements(
  db: Database,
  companyId: string,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const started = performance.now();
  const today = options.today ?? todayIso();
  const count = positiveInteger('count', options.count, 0);
  const batchSize = positiveInteger('batchSize', options.batchSize ?? DEFAULT_BATCH_SIZE, 1);
  const writers = positiveInteger('writers', options.writers ?? 1, 1);
  if (writers > 1 && !isPool(db)) {
    // PGlite has one connection (the writers would only take turns) and so has a transaction
    // (their savepoints would interleave).
    throw new RangeError('writers above 1 need a PostgreSQL pool (not PGlite, not a transaction)');
  }
  const { refs, setup } = await setupFor(db, companyId, today);
  if (setup) await db.transaction((tx) => insertSetup(tx, setup));
  const units = planGeneratedMovements(refs, today, {
    count,
    seed: options.seed ?? DEFAULT_GENERATOR_SEED,
  });
  const totals = await writeBatches(
    db,
    companyId,
    batchesOf(units, batchSize),
    writers,
    options.onBatch,
  );
  return { ...totals, setupCreated: setup !== null, elapsedMs: performance.now() - started };
}
