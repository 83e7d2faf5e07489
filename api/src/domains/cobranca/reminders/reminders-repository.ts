import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { int, rowsOf } from '../../../db/raw-sql';
import {
  companies,
  contacts,
  movements,
  pixCharges,
  reminderSends,
  reminderSettings,
  reminderSteps,
} from '../../../db/schema';
import type { ReminderSendRow, ReminderStepRow } from '../../../db/schema';

export interface StoredReminderSettings {
  enabled: boolean;
  steps: Pick<ReminderStepRow, 'offsetDays' | 'subject' | 'body'>[];
}

/** Everything one reminder needs. */
export interface ReminderToSend {
  send: ReminderSendRow;
  enabled: boolean;
  step: { subject: string; body: string } | null;
  movement: {
    type: 'receita' | 'despesa';
    description: string;
    dueDate: string;
    openCents: number;
  };
  client: { name: string; email: string | null; optedOut: boolean } | null;
  companyName: string;
}

export interface ReceivableToRemind {
  type: 'receita' | 'despesa';
  dueDate: string;
  openCents: number;
  client: { email: string | null; optedOut: boolean } | null;
}

export interface RemindersRepository {
  settings(companyId: string): Promise<StoredReminderSettings | null>;
  saveSettings(companyId: string, settings: StoredReminderSettings): Promise<void>;
  /**
   * Plans the reminders of `today` (the company's day) for every company with its régua on:
   * one row per open receivable and step whose day it is. Answers how many rows are new.
   */
  plan(today: string): Promise<number>;
  /** The sends still queued for `today` or earlier, for the queue: company and id. */
  queued(today: string): Promise<{ companyId: string; id: string }[]>;
  /**
   * "Enviar lembrete agora": a reminder of `template` to the receivable's client, queued for
   * `today`; its id. Null when the receivable (of this company) is not there.
   */
  request(
    companyId: string,
    movementId: string,
    values: { userId: string; today: string; email: string; subject: string; body: string },
  ): Promise<string | null>;
  /** The receivable and its client, as "Enviar lembrete agora" checks them. */
  receivable(companyId: string, movementId: string): Promise<ReceivableToRemind | null>;
  /**
   * Planned reminders with what each needs, by id, in one query; those gone (or whose movement
   * is) are not in the answer.
   */
  toSend(companyId: string, ids: string[]): Promise<Map<string, ReminderToSend>>;
  /** Records how a queued reminder ended (a send already recorded stays as it is). */
  mark(companyId: string, id: string): SendMarker;
  log(companyId: string, movementId: string): Promise<ReminderSendRow[]>;
  /** One line of the log by its id; null when it is gone (its movement deleted). */
  sendRow(companyId: string, id: string): Promise<ReminderSendRow | null>;
  hasMovement(companyId: string, movementId: string): Promise<boolean>;
  /** The client of the charge with this token stops receiving reminders; false: no such charge. */
  optOut(companyId: string, token: string): Promise<boolean>;
}

export interface SendMarker {
  sent(subject: string): Promise<void>;
  skipped(reason: string): Promise<void>;
  failed(reason: string): Promise<void>;
}

function markerOver(db: Database, companyId: string, id: string): SendMarker {
  const set = (values: Partial<typeof reminderSends.$inferInsert>) =>
    db
      .update(reminderSends)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(reminderSends.companyId, companyId),
          eq(reminderSends.id, id),
          eq(reminderSends.status, 'queued'),
        ),
      )
      .then(() => undefined);
  return {
    sent: (subject) => set({ status: 'sent', subject, sentAt: new Date(), reason: null }),
    skipped: (reason) => set({ status: 'skipped', reason }),
    failed: (reason) => set({ status: 'failed', reason }),
  };
}

/** A row of `toSend`'s query. */
interface SendContext {
  send: ReminderSendRow;
  type: 'receita' | 'despesa';
  description: string;
  dueDate: string;
  openCents: number;
  clientName: string | null;
  clientEmail: string | null;
  optedOutAt: Date | null;
  companyName: string;
  enabled: boolean;
  subject: string | null;
  body: string | null;
}

function reminderOf(context: SendContext): ReminderToSend {
  return {
    send: context.send,
    // Asked for by a person: sent whether the régua is on or not.
    enabled: context.enabled || context.send.requestedBy !== null,
    step:
      context.subject !== null && context.body !== null
        ? { subject: context.subject, body: context.body }
        : null,
    movement: {
      type: context.type,
      description: context.description,
      dueDate: context.dueDate,
      openCents: context.openCents,
    },
    client:
      context.clientName === null
        ? null
        : {
            name: context.clientName,
            email: context.clientEmail,
            optedOut: context.optedOutAt !== null,
          },
    companyName: context.companyName,
  };
}

export function createRemindersRepository(db: Database): RemindersRepository {
  return {
    async settings(companyId) {
      const [row] = await db
        .select({ enabled: reminderSettings.enabled })
        .from(reminderSettings)
        .where(eq(reminderSettings.companyId, companyId));
      if (!row) return null;
      const steps = await db
        .select({
          offsetDays: reminderSteps.offsetDays,
          subject: reminderSteps.subject,
          body: reminderSteps.body,
        })
        .from(reminderSteps)
        .where(eq(reminderSteps.companyId, companyId))
        .orderBy(asc(reminderSteps.offsetDays));
      return { enabled: row.enabled, steps };
    },

    async saveSettings(companyId, settings) {
      await db.transaction(async (tx) => {
        await tx
          .insert(reminderSettings)
          .values({ companyId, enabled: settings.enabled })
          .onConflictDoUpdate({
            target: reminderSettings.companyId,
            set: { enabled: settings.enabled, updatedAt: new Date() },
          });
        // The schedule is replaced as a whole: the editor sends every step.
        await tx.delete(reminderSteps).where(eq(reminderSteps.companyId, companyId));
        await tx
          .insert(reminderSteps)
          .values(settings.steps.map((step) => ({ companyId, ...step })));
      });
    },

    async plan(today) {
      const [planned] = await rowsOf<{ count: unknown }>(
        db,
        sql`
        with planned as (
          insert into reminder_sends (company_id, movement_id, offset_days, due_date, planned_for, email)
          select m.company_id, m.id, s.offset_days, m.due_date, ${today}::date, c.email
          from reminder_settings r
          join reminder_steps s on s.company_id = r.company_id
          join movements m
            on m.company_id = s.company_id
           and m.due_date = ${today}::date - s.offset_days
           and m.type = 'receita'
           and m.amount_cents > m.paid_cents
          join contacts c
            on c.company_id = m.company_id
           and c.id = m.contact_id
           and c.email is not null
           and c.reminders_opt_out_at is null
          where r.enabled
          on conflict (company_id, movement_id, offset_days, due_date)
            where requested_by is null do nothing
          returning 1
        )
        select count(*)::int as count from planned`,
      );
      const count = int(planned?.count);
      // Each send is then marked by its key. Without statistics (PGlite runs no autovacuum, and
      // PostgreSQL's may come a minute later) the planner took the status index for each mark
      // and read every queued send of the company: ~2 ms a mark on PGlite, a 10 000-send morning
      // 78 s instead of 56. Small plans leave the statistics close enough.
      if (count >= 1000) await db.execute(sql`analyze reminder_sends`);
      return count;
    },

    async queued(today) {
      return db
        .select({ companyId: reminderSends.companyId, id: reminderSends.id })
        .from(reminderSends)
        .where(
          and(eq(reminderSends.status, 'queued'), sql`${reminderSends.plannedFor} <= ${today}`),
        );
    },

    mark: (companyId, id) => markerOver(db, companyId, id),

    async request(companyId, movementId, { userId, today, email, subject, body }) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into reminder_sends (company_id, movement_id, offset_days, due_date, planned_for,
              email, requested_by, template_subject, template_body)
            select m.company_id, m.id, ${today}::date - m.due_date, m.due_date, ${today}::date,
              ${email}, ${userId}, ${subject}, ${body}
            from movements m where m.company_id = ${companyId} and m.id = ${movementId}
            returning id`,
      );
      return row?.id ?? null;
    },

    async receivable(companyId, movementId) {
      const [row] = await rowsOf<{
        type: 'receita' | 'despesa';
        dueDate: string;
        openCents: number;
        hasClient: boolean;
        email: string | null;
        optedOut: boolean;
      }>(
        db,
        sql`select m.type, m.due_date::text as "dueDate",
            (m.amount_cents - m.paid_cents)::float8 as "openCents",
            c.id is not null as "hasClient", c.email,
            c.reminders_opt_out_at is not null as "optedOut"
          from movements m
          left join contacts c on c.company_id = m.company_id and c.id = m.contact_id
          where m.company_id = ${companyId} and m.id = ${movementId}`,
      );
      if (!row) return null;
      return {
        type: row.type,
        dueDate: row.dueDate,
        openCents: Number(row.openCents),
        client: row.hasClient ? { email: row.email, optedOut: row.optedOut } : null,
      };
    },

    async toSend(companyId, ids) {
      if (ids.length === 0) return new Map();
      // One round trip for a batch: the régua sends thousands of these a morning.
      const contexts = await db
        .select({
          send: reminderSends,
          type: movements.type,
          description: movements.description,
          dueDate: movements.dueDate,
          openCents: sql<number>`(${movements.amountCents} - ${movements.paidCents})::int8`.mapWith(
            Number,
          ),
          clientName: contacts.name,
          clientEmail: contacts.email,
          optedOutAt: contacts.remindersOptOutAt,
          companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.name})`,
          enabled: sql<boolean>`coalesce(${reminderSettings.enabled}, false)`,
          // A person's request carries its template; the régua's send reads its step.
          subject: sql<
            string | null
          >`coalesce(${reminderSends.templateSubject}, ${reminderSteps.subject})`,
          body: sql<string | null>`coalesce(${reminderSends.templateBody}, ${reminderSteps.body})`,
        })
        .from(reminderSends)
        .innerJoin(
          movements,
          and(
            eq(movements.companyId, reminderSends.companyId),
            eq(movements.id, reminderSends.movementId),
          ),
        )
        .innerJoin(companies, eq(companies.id, movements.companyId))
        .leftJoin(
          contacts,
          and(eq(contacts.companyId, movements.companyId), eq(contacts.id, movements.contactId)),
        )
        .leftJoin(reminderSettings, eq(reminderSettings.companyId, movements.companyId))
        .leftJoin(
          reminderSteps,
          and(
            eq(reminderSteps.companyId, movements.companyId),
            eq(reminderSteps.offsetDays, reminderSends.offsetDays),
          ),
        )
        .where(and(eq(reminderSends.companyId, companyId), inArray(reminderSends.id, ids)));
      return new Map(contexts.map((context) => [context.send.id, reminderOf(context)]));
    },

    async log(companyId, movementId) {
      return db
        .select()
        .from(reminderSends)
        .where(
          and(eq(reminderSends.companyId, companyId), eq(reminderSends.movementId, movementId)),
        )
        .orderBy(desc(reminderSends.plannedFor), desc(reminderSends.offsetDays));
    },

    async sendRow(companyId, id) {
      const [row] = await db
        .select()
        .from(reminderSends)
        .where(and(eq(reminderSends.companyId, companyId), eq(reminderSends.id, id)));
      return row ?? null;
    },

    async hasMovement(companyId, movementId) {
      const [row] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(and(eq(movements.companyId, companyId), eq(movements.id, movementId)));
      return row !== undefined;
    },

    async optOut(companyId, token) {
      const updated = await rowsOf(
        db,
        sql`
          update ${contacts} set reminders_opt_out_at = coalesce(reminders_opt_out_at, now()),
                 updated_at = now()
          from ${pixCharges}
          join ${movements} on movements.company_id = pix_charges.company_id
                           and movements.id = pix_charges.movement_id
          where pix_charges.company_id = ${companyId} and pix_charges.token = ${token}
            and contacts.company_id = movements.company_id and contacts.id = movements.contact_id
          returning contacts.id`,
      );
      if (updated.length > 0) return true;
      // A charge whose receivable names no client has nobody to stop writing to; the page still
      // answers as done.
      const [charge] = await db
        .select({ id: pixCharges.id })
        .from(pixCharges)
        .where(and(eq(pixCharges.companyId, companyId), eq(pixCharges.token, token)));
      return charge !== undefined;
    },
  };
}
