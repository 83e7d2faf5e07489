import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BudgetOverrun, MemberRole, MovementType } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { memberCompanies, memberOf } from '../../companies/public';
import { int, rowsOf } from '../../../db/raw-sql';
import {
  companies,
  digestSends,
  digestSubscriptions,
  memberships,
  users,
} from '../../../db/schema';
import type { DigestSendRow } from '../../../db/schema';

/** A company of the person, as 'Minha conta' lists it. */
export interface DigestChoice {
  companyId: string;
  name: string;
  role: MemberRole;
  enabled: boolean;
}

/** One planned digest with what its sending checks again. */
export interface DigestToSend {
  send: DigestSendRow;
  user: { name: string; email: string; active: boolean };
  companyName: string;
  /** Whether the person is still a member, and still wants it. */
  member: boolean;
  /** Their role in the company now (null when no longer a member): approvers see the queue. */
  role: MemberRole | null;
  subscribed: boolean;
}

export interface DigestTotals {
  count: number;
  totalCents: number;
}

export interface DigestItem {
  type: MovementType;
  description: string;
  counterpart: string | null;
  amountCents: number;
  /** The due date (due today, overdue) or the payment's date (yesterday). */
  date: string;
}

export interface DigestSection {
  receita: DigestTotals;
  despesa: DigestTotals;
  /** The largest, at most `TOP_ITEMS`. */
  items: DigestItem[];
}

/** What one company's morning digest tells: open amounts, and payments of the day before. */
export interface DigestContents {
  dueToday: DigestSection;
  overdue: DigestSection & { oldestDueDate: string | null };
  paidYesterday: DigestSection;
  /** Payables waiting for approval, for those who approve (issue 22 item 4); null for others. */
  awaitingApproval: DigestTotals | null;
  /**
   * The month's despesa categories past BUDGET_DIGEST_PERCENT of their budget (issue 24, item 2),
   * the furthest first; empty when none or when the company budgeted nothing.
   */
  budgetOverruns: BudgetOverrun[];
}

export const TOP_ITEMS = 5;

export interface DigestRepository {
  choices(userId: string): Promise<DigestChoice[]>;
  /** Company ids among `companyIds` the user is a member of. */
  memberOf(userId: string, companyIds: string[]): Promise<string[]>;
  /** The user's digest comes from these companies and no other. */
  replace(userId: string, companyIds: string[]): Promise<void>;
  /** One row per opted-in member for `day`; answers how many are new. */
  plan(day: string): Promise<number>;
  /**
   * Forgets the sends of days before `before`, whatever became of them: the log of what went out
   * is kept for DIGEST_RETENTION_DAYS, not forever. Answers how many went.
   */
  prune(before: string): Promise<number>;
  /** Sends still queued for `day` or before (a stale one is skipped when its job runs). */
  queued(day: string): Promise<{ companyId: string; id: string }[]>;
  toSend(companyId: string, id: string): Promise<DigestToSend | null>;
  contents(companyId: string, today: string, yesterday: string): Promise<DigestContents>;
  /** Records how a queued digest ended; one already recorded stays as it is. */
  markSent(companyId: string, id: string): Promise<void>;
  markSkipped(companyId: string, id: string, reason: string): Promise<void>;
}

const emptyTotals = (): DigestTotals => ({ count: 0, totalCents: 0 });
const emptySection = (): DigestSection => ({
  receita: emptyTotals(),
  despesa: emptyTotals(),
  items: [],
});

interface TotalsRow {
  type: MovementType;
  due_today_count: unknown;
  due_today_cents: unknown;
  overdue_count: unknown;
  overdue_cents: unknown;
  oldest: unknown;
}

interface ItemRow {
  section: 'due_today' | 'overdue' | 'paid_yesterday';
  type: MovementType;
  description: string;
  counterpart: string | null;
  cents: unknown;
  date: unknown;
}

export function createDigestRepository(db: Database): DigestRepository {
  const mark = (companyId: string, id: string, values: Partial<typeof digestSends.$inferInsert>) =>
    db
      .update(digestSends)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(digestSends.companyId, companyId),
          eq(digestSends.id, id),
          eq(digestSends.status, 'queued'),
        ),
      )
      .then(() => undefined);

  return {
    async choices(userId) {
      const rows = await memberCompanies(db, userId, {
        table: digestSubscriptions,
        companyId: digestSubscriptions.companyId,
        userId: digestSubscriptions.userId,
      });
      return rows.map(({ companyId, name, role, chosen }) => ({
        companyId,
        name,
        role,
        enabled: chosen,
      }));
    },

    memberOf: (userId, companyIds) => memberOf(db, userId, companyIds),

    async replace(userId, companyIds) {
      await db.transaction(async (tx) => {
        await tx
          .delete(digestSubscriptions)
          .where(
            companyIds.length > 0
              ? and(
                  eq(digestSubscriptions.userId, userId),
                  notInArray(digestSubscriptions.companyId, companyIds),
                )
              : eq(digestSubscriptions.userId, userId),
          );
        if (companyIds.length === 0) return;
        await tx
          .insert(digestSubscriptions)
          .values(companyIds.map((companyId) => ({ companyId, userId })))
          .onConflictDoNothing();
      });
    },

    async plan(day) {
      const [planned] = await rowsOf<{ count: unknown }>(
        db,
        sql`
        with planned as (
          insert into digest_sends (company_id, user_id, day)
          select s.company_id, s.user_id, ${day}::date
          from digest_subscriptions s
          join memberships m on m.company_id = s.company_id and m.user_id = s.user_id
          join users u on u.id = s.user_id and u.active
          on conflict (company_id, user_id, day) do nothing
          returning 1
        )
        select count(*)::int as count from planned`,
      );
      return int(planned?.count);
    },

    async prune(before) {
      const [pruned] = await rowsOf<{ count: unknown }>(
        db,
        sql`with pruned as (
            delete from digest_sends where day < ${before}::date returning 1
          )
          select count(*)::int as count from pruned`,
      );
      return int(pruned?.count);
    },

    async queued(day) {
      return db
        .select({ companyId: digestSends.companyId, id: digestSends.id })
        .from(digestSends)
        .where(and(eq(digestSends.status, 'queued'), sql`${digestSends.day} <= ${day}::date`));
    },

    async toSend(companyId, id) {
      const [row] = await db
        .select({
          send: digestSends,
          userName: users.name,
          email: users.email,
          active: users.active,
          companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.name})`,
          member: sql<boolean>`${memberships.userId} is not null`,
          role: memberships.role,
          subscribed: sql<boolean>`${digestSubscriptions.userId} is not null`,
        })
        .from(digestSends)
        .innerJoin(users, eq(users.id, digestSends.userId))
        .innerJoin(companies, eq(companies.id, digestSends.companyId))
        .leftJoin(
          memberships,
          and(
            eq(memberships.companyId, digestSends.companyId),
            eq(memberships.userId, digestSends.userId),
          ),
        )
        .leftJoin(
          digestSubscriptions,
          and(
            eq(digestSubscriptions.companyId, digestSends.companyId),
            eq(digestSubscriptions.userId, digestSends.userId),
          ),
        )
        .where(and(eq(digestSends.companyId, companyId), eq(digestSends.id, id)));
      if (!row) return null;
      return {
        send: row.send,
        user: { name: row.userName, email: row.email, active: row.active },
        companyName: row.companyName,
        member: row.member,
        role: row.role,
        subscribed: row.subscribed,
      };
    },

    async contents(companyId, today, yesterday) {
      // Open: not paid in full, whatever was paid in part (the list's 'pago parcial' included).
      const open = await rowsOf<TotalsRow>(
        db,
        sql`
        select type,
          count(*) filter (where due_date = ${today}::date) as due_today_count,
          coalesce(sum(amount_cents - paid_cents) filter (where due_date = ${today}::date), 0) as due_today_cents,
          count(*) filter (where due_date < ${today}::date) as overdue_count,
          coalesce(sum(amount_cents - paid_cents) filter (where due_date < ${today}::date), 0) as overdue_cents,
          min(due_date) filter (where due_date < ${today}::date)::text as oldest
        from movements
        where company_id = ${companyId} and amount_cents > paid_cents and due_date <= ${today}::date
        group by type`,
      );
      const paid = await rowsOf<{ type: MovementType; count: unknown; cents: unknown }>(
        db,
        sql`
        select m.type, count(*) as count, coalesce(sum(p.amount_cents), 0) as cents
        from payments p
        join movements m on m.company_id = p.company_id and m.id = p.movement_id
        where p.company_id = ${companyId} and p.paid_on = ${yesterday}::date
        group by m.type`,
      );
      const items = await rowsOf<ItemRow>(
        db,
        sql`
        (select 'due_today' as section, m.type, m.description, c.name as counterpart,
                m.amount_cents - m.paid_cents as cents, m.due_date::text as date
           from movements m
           left join contacts c on c.company_id = m.company_id and c.id = m.contact_id
          where m.company_id = ${companyId} and m.amount_cents > m.paid_cents
            and m.due_date = ${today}::date
          order by cents desc, m.description limit ${TOP_ITEMS})
        union all
        (select 'overdue', m.type, m.description, c.name,
                m.amount_cents - m.paid_cents, m.due_date::text
           from movements m
           left join contacts c on c.company_id = m.company_id and c.id = m.contact_id
          where m.company_id = ${companyId} and m.amount_cents > m.paid_cents
            and m.due_date < ${today}::date
          order by m.amount_cents - m.paid_cents desc, m.due_date limit ${TOP_ITEMS})
        union all
        (select 'paid_yesterday', m.type, m.description, c.name, p.amount_cents, p.paid_on::text
           from payments p
           join movements m on m.company_id = p.company_id and m.id = p.movement_id
           left join contacts c on c.company_id = m.company_id and c.id = m.contact_id
          where p.company_id = ${companyId} and p.paid_on = ${yesterday}::date
          order by p.amount_cents desc, m.description limit ${TOP_ITEMS})`,
      );

      const contents: DigestContents = {
        dueToday: emptySection(),
        overdue: { ...emptySection(), oldestDueDate: null },
        paidYesterday: emptySection(),
        // The sender fills it for approvers: it depends on the recipient, not the company.
        awaitingApproval: null,
        budgetOverruns: [],
      };
      for (const row of open) {
        contents.dueToday[row.type] = {
          count: int(row.due_today_count),
          totalCents: int(row.due_today_cents),
        };
        contents.overdue[row.type] = {
          count: int(row.overdue_count),
          totalCents: int(row.overdue_cents),
        };
        const oldest = typeof row.oldest === 'string' ? row.oldest : null;
        if (
          oldest &&
          (!contents.overdue.oldestDueDate || oldest < contents.overdue.oldestDueDate)
        ) {
          contents.overdue.oldestDueDate = oldest;
        }
      }
      for (const row of paid) {
        contents.paidYesterday[row.type] = { count: int(row.count), totalCents: int(row.cents) };
      }
      const sections = {
        due_today: contents.dueToday,
        overdue: contents.overdue,
        paid_yesterday: contents.paidYesterday,
      };
      for (const row of items) {
        sections[row.section].items.push({
          type: row.type,
          description: row.description,
          counterpart: row.counterpart,
          amountCents: int(row.cents),
          date: String(row.date),
        });
      }
      return contents;
    },

    markSent: (companyId, id) => mark(companyId, id, { status: 'sent', sentAt: new Date() }),
    markSkipped: (companyId, id, reason) => mark(companyId, id, { status: 'skipped', reason }),
  };
}
