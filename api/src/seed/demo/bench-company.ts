import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema';
import { cnpjWithCheckDigits } from 'shared/contracts';

/** The benchmark company `npm run seed -- --movements N` fills; found again by its CNPJ. */
export const BENCH_COMPANY = {
  name: 'Bench Comércio Ltda',
  tradeName: 'Bench',
  document: cnpjWithCheckDigits('519372840001'),
  business: 'Comércio varejista',
  email: 'financeiro@bench.fluxo.dev',
  taxRegime: 'simples_nacional',
  averageBillingCents: 0,
  addressCity: 'São Paulo',
  addressState: 'SP',
} as const;

/**
 * The benchmark company's id, creating the company when missing; `memberEmail`'s user (the demo
 * login) becomes an owner, so the data can be opened in the app. Its membership is newer than the
 * demo companies', so the demo company stays the user's first.
 */
export async function ensureBenchCompany(
  db: Database,
  memberEmail: string,
): Promise<{ id: string; created: boolean }> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.document, BENCH_COMPANY.document), eq(companies.name, BENCH_COMPANY.name)),
    )
    .orderBy(companies.createdAt)
    .limit(1);
  const company =
    found ??
    (await db.insert(companies).values(BENCH_COMPANY).returning({ id: companies.id })).at(0);
  if (!company) throw new Error(`company ${BENCH_COMPANY.name} was not inserted`);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, memberEmail))
    .limit(1);
  if (user) {
    await db
      .insert(memberships)
      .values({ companyId: company.id, userId: user.id, role: 'owner' })
      .onConflictDoNothing();
  }
  return { id: company.id, created: !found };
}
