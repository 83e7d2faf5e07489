import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayIso } from 'shared/format';
import { hashPassword } from '../adapters/password-hasher';
import type { Database } from '../db/client';
import { DEMO_USER, hasDemoUser } from '../db/demo-user';
import { insertCompanyData, planFluxoDemo, planPadariaDemo } from './demo/demo-data';
import { companies, memberships, users } from '../db/schema';

type NewCompany = typeof companies.$inferInsert;

/** Two companies, so the company switcher has something to switch to. CNPJs have valid digits. */
export const DEMO_COMPANIES: readonly NewCompany[] = [
  {
    name: 'Fluxo Demonstração Ltda',
    tradeName: 'Fluxo Demo',
    document: '48291736000192',
    business: 'Tecnologia',
    email: 'financeiro@fluxo.dev',
    foundedAt: '2019-03-12',
    taxRegime: 'simples_nacional',
    averageBillingCents: 15_000_000,
    addressStreet: 'Avenida Paulista',
    addressNumber: '1578',
    addressComplement: 'Conjunto 42',
    addressNeighbourhood: 'Bela Vista',
    addressCity: 'São Paulo',
    addressState: 'SP',
    addressZipCode: '01310200',
  },
  {
    name: 'Padaria Pão Dourado ME',
    tradeName: 'Pão Dourado',
    document: '27504831000157',
    business: 'Padaria e confeitaria',
    email: 'contato@paodourado.com.br',
    foundedAt: '2008-07-01',
    taxRegime: 'simples_nacional',
    averageBillingCents: 4_500_000,
    addressStreet: 'Rua das Flores',
    addressNumber: '250',
    addressComplement: null,
    addressNeighbourhood: 'Centro',
    addressCity: 'Curitiba',
    addressState: 'PR',
    addressZipCode: '80020090',
  },
];

export interface SeedDemoOptions {
  /** The company's day (São Paulo) the movements are planned around; today by default. */
  today?: string;
}

/**
 * Creates the demo user and companies on a database that has no demo user yet: Fluxo
 * Demonstração with its setup and 15 months of movements around today, Padaria Pão Dourado with a
 * small plano de contas only. Safe to run on every start and from several instances at once: the
 * e-mail's unique index decides who inserts, in one transaction with everything else. Returns
 * whether it inserted anything.
 */
export async function seedDemo(
  db: Database,
  log?: FastifyBaseLogger,
  options: SeedDemoOptions = {},
): Promise<boolean> {
  if (await hasDemoUser(db)) return false;

  // Hash and plan before the transaction: on PGlite an open transaction blocks every other query.
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_USER.password);
  const today = options.today ?? todayIso();
  const planned = DEMO_COMPANIES.map((company, index) => {
    const id = randomUUID();
    const data =
      index === 0 ? planFluxoDemo(id, today, company.document ?? undefined) : planPadariaDemo(id);
    return { company: { ...company, id }, data };
  });
  const inserted = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: DEMO_USER.name,
        email: DEMO_USER.email,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return null;
    // Distinct membership times keep "the user's first company" stable.
    const firstAt = Date.now();
    let counts = { movements: 0, payments: 0 };
    for (const [index, { company, data }] of planned.entries()) {
      await tx.insert(companies).values(company);
      await tx.insert(memberships).values({
        companyId: company.id,
        userId: user.id,
        role: 'owner',
        createdAt: new Date(firstAt + index),
      });
      const added = await insertCompanyData(tx, company.id, data);
      counts = {
        movements: counts.movements + added.movements,
        payments: counts.payments + added.payments,
      };
    }
    return counts;
  });
  if (inserted) {
    log?.info(
      { email: DEMO_USER.email, ...inserted, ms: Math.round(performance.now() - started) },
      'demo user and companies created',
    );
  }
  return inserted !== null;
}

/** The demo login's Fluxo Demonstração company, or null when it is gone. */
export async function findDemoCompanyId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(memberships, eq(memberships.companyId, companies.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, DEMO_USER.email), eq(companies.name, DEMO_COMPANIES[0]?.name ?? '')))
    .orderBy(memberships.createdAt)
    .limit(1);
  return row?.id ?? null;
}
