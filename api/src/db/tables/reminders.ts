import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REMINDER_SEND_STATUSES } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { movements } from './movements';

// Régua de cobrança (issue 21, item 5): e-mails to the client of each open receivable on the days
// a company chooses around the due date, each one sent once (reminder_sends is its ledger).

export const reminderSettings = pgTable(
  'reminder_settings',
  {
    companyId: companyId(),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId] })],
);

/** One e-mail of the schedule: days from the due date (-3 = three days before) and its text. */
export const reminderSteps = pgTable(
  'reminder_steps',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    offsetDays: integer('offset_days').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique('reminder_steps_company_offset_key').on(t.companyId, t.offsetDays),
    check('reminder_steps_offset_range', sql`${t.offsetDays} between -30 and 90`),
  ],
);

/**
 * Every reminder planned, one row per movement, step and due date: the unique key is what makes
 * a plan run twice, or by two API instances at once, send once. Rows stay as the movement's log.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    movementId: uuid('movement_id').notNull(),
    offsetDays: integer('offset_days').notNull(),
    /** The due date the step was counted from: a new due date plans the schedule again. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The company's day it was planned for (America/Sao_Paulo). */
    plannedFor: date('planned_for', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: REMINDER_SEND_STATUSES }).notNull().default('queued'),
    /** Why it was skipped or failed, in Portuguese, as the log shows it. */
    reason: text('reason'),
    subject: text('subject'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * "Enviar lembrete agora" (migration 0044): the person who asked, and the template chosen then
     * (the régua's step nearest the day). Null on the régua's own sends, which read their step.
     */
    requestedBy: uuid('requested_by'),
    templateSubject: text('template_subject'),
    templateBody: text('template_body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The régua sends each step once per due date; a person may send again whenever asked.
    uniqueIndex('reminder_sends_once_key')
      .on(t.companyId, t.movementId, t.offsetDays, t.dueDate)
      .where(sql`${t.requestedBy} is null`),
    check(
      'reminder_sends_template_of_request',
      sql`(${t.requestedBy} is null) = (${t.templateSubject} is null and ${t.templateBody} is null)`,
    ),
    index('reminder_sends_company_status_idx').on(t.companyId, t.status, t.plannedFor),
    check(
      'reminder_sends_status_valid',
      sql`${t.status} in ('queued', 'sent', 'skipped', 'failed')`,
    ),
    foreignKey({
      name: 'reminder_sends_movement_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [movements.companyId, movements.id],
    }).onDelete('cascade'),
  ],
);

export type ReminderStepRow = typeof reminderSteps.$inferSelect;
export type ReminderSendRow = typeof reminderSends.$inferSelect;
