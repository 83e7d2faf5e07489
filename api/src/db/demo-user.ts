import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/** The login the README gives newcomers. */
export const DEMO_USER = {
  email: 'demo@fluxo.dev',
  password: 'Demo1234',
  name: 'Demo Fluxo',
} as const;

/** Whether the demo login exists: the server loads the demo generator only when it does not. */
export async function hasDemoUser(db: Database): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USER.email))
    .limit(1);
  return existing.length > 0;
}
