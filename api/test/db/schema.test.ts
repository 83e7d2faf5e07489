import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../helper';
import type { DatabaseHandle } from '../../src/db/client';
import {
  companies,
  emailVerificationCodes,
  memberships,
  passwordResetTokens,
  users,
} from '../../src/db/schema';

let database: DatabaseHandle;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database.close();
});

async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof DrizzleQueryError, String(error));
    return (error.cause as { code?: string }).code;
  }
  assert.fail('expected the database to refuse');
}

describe('database schema', () => {
  test('should keep e-mails unique', async () => {
    const email = 'unico@example.com';
    await database.db.insert(users).values({ name: 'A', email });
    assert.equal(await sqlState(database.db.insert(users).values({ name: 'B', email })), '23505');
  });

  test('should only hold lowercased e-mails', async () => {
    assert.equal(
      await sqlState(
        database.db.insert(users).values({ name: 'C', email: 'Maiuscula@Example.com' }),
      ),
      '23514',
    );
  });

  test('should key memberships by company and user, with a known role', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'D', email: 'membro@example.com' })
      .returning();
    const [company] = await database.db.insert(companies).values({ name: 'E' }).returning();
    const membership = { companyId: company!.id, userId: user!.id, role: 'finance' as const };
    await database.db.insert(memberships).values(membership);
    assert.equal(await sqlState(database.db.insert(memberships).values(membership)), '23505');
    assert.equal(
      await sqlState(
        database.db.execute(
          sql`insert into memberships (company_id, user_id, role) values (${company!.id}, ${user!.id}, 'root')`,
        ),
      ),
      '23514',
    );
  });

  test('should return int8 money as a JavaScript number, exactly', async () => {
    const cents = 9_007_199_254_740_991; // 2^53 - 1: the largest exact integer
    const [company] = await database.db
      .insert(companies)
      .values({ name: 'Grande', averageBillingCents: cents })
      .returning();
    const [read] = await database.db.select().from(companies).where(eq(companies.id, company!.id));
    assert.equal(typeof read?.averageBillingCents, 'number');
    assert.equal(read?.averageBillingCents, cents);
    assert.equal(
      await sqlState(
        database.db.insert(companies).values({ name: 'Negativa', averageBillingCents: -1 }),
      ),
      '23514',
    );
  });

  test('should keep founded_at a plain date, whatever the time zone', async () => {
    const [company] = await database.db
      .insert(companies)
      .values({ name: 'Data', foundedAt: '2020-01-01' })
      .returning();
    assert.equal(company?.foundedAt, '2020-01-01');
  });

  test('should delete a company together with its memberships', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'F', email: 'cascata@example.com' })
      .returning();
    const [company] = await database.db.insert(companies).values({ name: 'G' }).returning();
    await database.db
      .insert(memberships)
      .values({ companyId: company!.id, userId: user!.id, role: 'owner' });
    await database.db.delete(companies).where(eq(companies.id, company!.id));
    const left = await database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user!.id));
    assert.equal(left.length, 0);
  });

  test('should keep one lowercased verification code row per e-mail', async () => {
    const code = { codeHash: 'h', expiresAt: new Date(Date.now() + 60_000) };
    await database.db
      .insert(emailVerificationCodes)
      .values({ ...code, email: 'codigo@example.com' });
    assert.equal(
      await sqlState(
        database.db.insert(emailVerificationCodes).values({ ...code, email: 'codigo@example.com' }),
      ),
      '23505',
    );
    assert.equal(
      await sqlState(
        database.db
          .insert(emailVerificationCodes)
          .values({ ...code, email: 'Codigo2@Example.com' }),
      ),
      '23514',
    );
  });

  test("should delete a user's reset tokens with the user, and keep token hashes unique", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'H', email: 'reset@example.com' })
      .returning();
    const token = { userId: user!.id, tokenHash: 'abc', expiresAt: new Date(Date.now() + 60_000) };
    await database.db.insert(passwordResetTokens).values(token);
    assert.equal(await sqlState(database.db.insert(passwordResetTokens).values(token)), '23505');
    await database.db.delete(users).where(eq(users.id, user!.id));
    const left = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user!.id));
    assert.equal(left.length, 0);
  });
});
