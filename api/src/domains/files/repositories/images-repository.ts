import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, users } from '../../../db/schema';

export interface ImagesRepository {
  /** Whether a company's logo or a user's photo is this URL now. */
  isShown(url: string): Promise<boolean>;
}

export function createImagesRepository(db: Database): ImagesRepository {
  return {
    async isShown(url) {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.avatar, url))
        .limit(1);
      if (company) return true;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.avatar, url))
        .limit(1);
      return Boolean(user);
    },
  };
}
