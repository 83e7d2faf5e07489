import { and, eq, inArray } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { memberCompanies, memberOf } from '../../companies/public';
import { categories, companyGroupMembers, contacts } from '../../../db/schema';

/** A category of one of the group's planos, matched across them by code and name. */
export interface PlanoCategory {
  id: string;
  companyId: string;
  code: string;
  name: string;
}

export interface GroupChoice {
  companyId: string;
  name: string;
  document: string | null;
  role: MemberRole;
  inGroup: boolean;
}

export interface CompanyGroupRepository {
  /** Every company the person belongs to, by name, and whether it is in their group. */
  choices(userId: string): Promise<GroupChoice[]>;
  /** Which of `companyIds` the person is a member of. */
  memberOf(userId: string, companyIds: string[]): Promise<string[]>;
  /** The person's group is `companyIds` and no other company. */
  replace(userId: string, companyIds: string[]): Promise<void>;
  /**
   * The contacts of `companyId` that are another company of the group: those whose document is
   * one of `documents` (the other companies' CNPJs).
   */
  contactsWithDocuments(companyId: string, documents: string[]): Promise<string[]>;
  /** Every category of `companyIds`' planos. */
  plano(companyIds: string[]): Promise<PlanoCategory[]>;
}

export function createCompanyGroupRepository(db: Database): CompanyGroupRepository {
  return {
    async choices(userId) {
      const rows = await memberCompanies(db, userId, {
        table: companyGroupMembers,
        companyId: companyGroupMembers.companyId,
        userId: companyGroupMembers.userId,
      });
      return rows.map(({ chosen, ...row }) => ({ ...row, inGroup: chosen }));
    },

    memberOf: (userId, companyIds) => memberOf(db, userId, companyIds),

    async replace(userId, companyIds) {
      await db.transaction(async (tx) => {
        await tx.delete(companyGroupMembers).where(eq(companyGroupMembers.userId, userId));
        if (companyIds.length > 0) {
          await tx
            .insert(companyGroupMembers)
            .values(companyIds.map((companyId) => ({ companyId, userId })));
        }
      });
    },

    async plano(companyIds) {
      if (companyIds.length === 0) return [];
      return db
        .select({
          id: categories.id,
          companyId: categories.companyId,
          code: categories.code,
          name: categories.name,
        })
        .from(categories)
        .where(inArray(categories.companyId, companyIds));
    },

    async contactsWithDocuments(companyId, documents) {
      if (documents.length === 0) return [];
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), inArray(contacts.document, documents)));
      return rows.map((row) => row.id);
    },
  };
}
