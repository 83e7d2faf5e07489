import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../services/password-hasher';
import type { Database } from './client';
import { companies, memberships, users } from './schema';

/** The login the README gives newcomers. */
export const DEMO_USER = {
  email: 'demo@fluxo.dev',
  password: 'Demo1234',
  name: 'Demo Fluxo',
} as const;

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

/**
 * Creates the demo user and companies on a database that has no demo user yet. Safe to run on
 * every start and from several instances at once: the e-mail's unique index decides who inserts.
 * Returns whether it inserted anything.
 */
export async function seedDemo(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USER.email))
    .limit(1);
  if (existing.length > 0) return false;

  // Hash before the transaction: on PGlite an open transaction blocks every other query.
  const passwordHash = await hashPassword(DEMO_USER.password);
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
    if (!user) return false;
    // Distinct membership times keep "the user's first company" stable.
    const firstAt = Date.now();
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
      if (!row) throw new Error(`demo company ${company.name} was not inserted`);
      await tx.insert(memberships).values({
        companyId: row.id,
        userId: user.id,
        role: 'owner',
        createdAt: new Date(firstAt + index),
      });
    }
    return true;
  });
  if (inserted) log?.info({ email: DEMO_USER.email }, 'demo user and companies created');
  return inserted;
}
