import type { ApprovalStatus } from 'shared/contracts';
import { sql } from 'drizzle-orm';
import type { CsvMapping } from 'shared/contracts';
import { Rollback } from '../../../db/rollback';
import { json, rowsOf } from '../../../db/raw-sql';
import type { Transaction } from '../../../db/raw-sql';

// The write half of a statement confirmation: the plan the service checked, written set-based in
// the repository's transaction (lines, payments of open movements, new contacts and movements).

/** Everything a confirmation writes, already checked by the service. */
export interface ConfirmPlan {
  batch: {
    id: string;
    bankAccountId: string;
    createdBy: string;
    fileName: string;
    fileSha256: string;
    fileBytes: number;
    format: 'ofx' | 'csv';
    duplicateCount: number;
    /** What the file says of its end (issue 23: reconciliation); the service fills it in. */
    closingBalance?: { date: string; amountCents: number } | null;
    endDate?: string | null;
  };
  payments: {
    key: string;
    paymentId: string;
    movementId: string;
    type: 'receita' | 'despesa';
    paidOn: string;
    amountCents: number;
    description: string;
  }[];
  creations: {
    key: string;
    paymentId: string;
    movementId: string;
    type: 'receita' | 'despesa';
    date: string;
    amountCents: number;
    /** The movement's description: the bank's text, or what a rule or the person wrote. */
    description: string;
    /** The statement line's own text, kept with the line whatever the movement is called. */
    lineText: string;
    categoryId: string;
    costCenterId: string | null;
    /** An existing contact, or null (then `newContactDocument` may name one to create). */
    contactId: string | null;
    newContactDocument: string | null;
    /**
     * The approval rule's answer (approvals/public.ts). A line is already paid, so one that
     * would wait is refused by the database's approval trigger and the import with it (409).
     */
    approval: ApprovalStatus | null;
  }[];
  /** Contacts to register from documents in the lines (one per document), before the movements. */
  contacts: { document: string; name: string; supplier: boolean; client: boolean }[];
  ignored: { key: string; description: string }[];
  /** Lines that are payments already recorded (a Pix settled by the webhook): linked, not paid. */
  reconciled: { key: string; movementId: string; paymentId: string; description: string }[];
  /**
   * Lines that are transfers between the company's own accounts (issue 23, item 6): each links a
   * recorded transfer, or registers one (`create`), converting the other account's ignored line
   * when the two statements pair (`pairKey`).
   */
  transfers: {
    key: string;
    description: string;
    date: string;
    /** Signed as the line: a débito leaves this account for the other. */
    amountCents: number;
    otherAccountId: string;
    transferId: string;
    create: boolean;
    pairKey: string | null;
  }[];
  /** Every decided line's signed amount and day, kept so another statement can pair with it. */
  facts: Map<string, { amountCents: number; date: string }>;
  /** The CSV columns the user chose: remembered for the account's next CSV. */
  csvMapping: CsvMapping | null;
}

export type ConfirmOutcome =
  | { outcome: 'done' }
  | { outcome: 'duplicate'; keys: string[] }
  | { outcome: 'over'; movementIds: string[] }
  | { outcome: 'unrecorded'; paymentIds: string[] };

export async function writeLines(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  const lines = [
    ...plan.payments.map((p) => ({
      k: p.key,
      a: 'pay',
      m: p.movementId,
      p: p.paymentId,
      d: p.description,
    })),
    ...plan.creations.map((c) => ({
      k: c.key,
      a: 'create',
      m: c.movementId,
      p: c.paymentId,
      d: c.lineText,
    })),
    ...plan.ignored.map((i) => ({ k: i.key, a: 'ignore', m: null, p: null, d: i.description })),
    ...plan.reconciled.map((r) => ({
      k: r.key,
      a: 'reconcile',
      m: r.movementId,
      p: r.paymentId,
      d: r.description,
    })),
    ...plan.transfers.map((t) => ({
      k: t.key,
      a: 'transfer',
      m: null,
      p: null,
      d: t.description,
      t: t.transferId,
    })),
  ].map((line) => ({
    t: null,
    ...line,
    v: plan.facts.get(line.k)?.amountCents ?? null,
    o: plan.facts.get(line.k)?.date ?? null,
  }));
  if (lines.length === 0) return;
  // A line imported meanwhile (another tab, another person) is refused, not imported twice.
  const written = await rowsOf<{ key: string }>(
    tx,
    // A transfer another line of this account already claims is the same conflict (its index).
    sql`insert into import_lines (company_id, bank_account_id, dedupe_key, batch_id, action, movement_id, payment_id, description, amount_cents, posted_on, transfer_id)
      select ${companyId}, ${plan.batch.bankAccountId}, x.k, ${plan.batch.id}, x.a, x.m, x.p, x.d, x.v, x.o, x.t
      from jsonb_to_recordset(${json(lines)}) as x(k text, a text, m uuid, p uuid, d text, v int8, o date, t uuid)
      on conflict do nothing
      returning dedupe_key as key`,
  );
  if (written.length < lines.length) {
    const done = new Set(written.map((row) => row.key));
    throw new Rollback<ConfirmOutcome>({
      outcome: 'duplicate',
      keys: lines.map((line) => line.k).filter((key) => !done.has(key)),
    });
  }
}

/**
 * The transfers the plan's lines are: new ones registered, the other account's paired line
 * turned from ignored into that transfer, and recorded ones still there. Any of those gone or
 * taken meanwhile (another import, an undo) refuses the whole confirmation as stale.
 */
export async function writeTransfers(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  if (plan.transfers.length === 0) return;
  const stale = () =>
    new Rollback<ConfirmOutcome>({ outcome: 'duplicate', keys: plan.transfers.map((t) => t.key) });
  const rows = plan.transfers.map((t) => ({
    id: t.transferId,
    c: t.create,
    // A débito leaves this account; a crédito arrives from the other one.
    f: t.amountCents < 0 ? plan.batch.bankAccountId : t.otherAccountId,
    t: t.amountCents < 0 ? t.otherAccountId : plan.batch.bankAccountId,
    o: t.otherAccountId,
    a: Math.abs(t.amountCents),
    d: t.date,
    s: t.description,
    k: t.pairKey,
  }));
  const recordset = sql`jsonb_to_recordset(${json(rows)}) as r(id uuid, c boolean, f uuid, t uuid, o uuid, a int8, d date, s text, k text)`;
  await tx.execute(
    sql`insert into transfers (company_id, id, from_bank_account_id, to_bank_account_id, amount_cents, transferred_on, description, import_batch_id, created_by)
      select ${companyId}, r.id, r.f, r.t, r.a, r.d, r.s, ${plan.batch.id}, ${plan.batch.createdBy}
      from ${recordset} where r.c`,
  );
  const pairs = rows.filter((row) => row.k !== null).length;
  if (pairs > 0) {
    const paired = await rowsOf<{ key: string }>(
      tx,
      sql`update import_lines l set action = 'transfer', transfer_id = r.id
        from ${recordset}
        where r.k is not null and l.company_id = ${companyId} and l.bank_account_id = r.o
          and l.dedupe_key = r.k and l.action = 'ignore'
        returning l.dedupe_key as key`,
    );
    if (paired.length < pairs) throw stale();
  }
  const recorded = rows.filter((row) => !row.c).map((row) => row.id);
  if (recorded.length > 0) {
    const still = await rowsOf<{ id: string }>(
      tx,
      sql`select t.id from transfers t
        where t.company_id = ${companyId} and t.id in (select value::uuid from jsonb_array_elements_text(${json(recorded)}))
        for share`,
    );
    if (still.length < new Set(recorded).size) throw stale();
  }
}

/**
 * The payments reconciled lines point at must still be there when the lines are written: one
 * removed meanwhile (estorno, devolução) leaves the line with nothing to be.
 */
export async function checkReconciled(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  if (plan.reconciled.length === 0) return;
  const ids = [...new Set(plan.reconciled.map((r) => r.paymentId))];
  const found = await rowsOf<{ id: string }>(
    tx,
    sql`select p.id from jsonb_array_elements_text(${json(ids)}) as k(id)
      join payments p on p.company_id = ${companyId} and p.id = k.id::uuid
      for share of p`,
  );
  if (found.length < ids.length) {
    const still = new Set(found.map((row) => row.id));
    throw new Rollback<ConfirmOutcome>({
      outcome: 'unrecorded',
      paymentIds: ids.filter((id) => !still.has(id)),
    });
  }
}

export async function payExisting(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  if (plan.payments.length === 0) return;
  const rows = plan.payments.map((p) => ({
    id: p.paymentId,
    m: p.movementId,
    t: p.type,
    d: p.paidOn,
    a: p.amountCents,
  }));
  // The same conditional UPDATE as a single payment (movements-repository addPayment), per
  // movement with the sum of its lines: a movement paid meanwhile is never overpaid.
  const updated = await rowsOf<{ id: string }>(
    tx,
    sql`update movements m
      set paid_cents = m.paid_cents + x.total,
          last_paid_on = greatest(m.last_paid_on, x.last),
          updated_at = now()
      from (select r.m, r.t, sum(r.a) as total, max(r.d) as last
            from jsonb_to_recordset(${json(rows)}) as r(m uuid, t text, a int8, d date)
            group by r.m, r.t) x
      where m.company_id = ${companyId} and m.id = x.m and m.type = x.t
        and m.paid_cents + x.total <= m.amount_cents
      returning m.id`,
  );
  const wanted = [...new Set(rows.map((row) => row.m))];
  if (updated.length < wanted.length) {
    const paid = new Set(updated.map((row) => row.id));
    throw new Rollback<ConfirmOutcome>({
      outcome: 'over',
      movementIds: wanted.filter((id) => !paid.has(id)),
    });
  }
  await tx.execute(
    sql`insert into payments (company_id, id, movement_id, paid_on, amount_cents, bank_account_id, import_batch_id)
      select ${companyId}, r.id, r.m, r.d, r.a, ${plan.batch.bankAccountId}, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(id uuid, m uuid, d date, a int8)`,
  );
}

/** Registers the new contacts (or gives an existing one the role it now plays): document → id. */
async function registerContacts(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<Map<string, string>> {
  if (plan.contacts.length === 0) return new Map();
  const rows = plan.contacts.map((c) => ({ o: c.document, n: c.name, s: c.supplier, c: c.client }));
  const written = await rowsOf<{ id: string; document: string }>(
    tx,
    // A contact registered here belongs to the batch, and its undo removes it.
    sql`insert into contacts as s (company_id, name, document, is_supplier, is_client, import_batch_id)
      select ${companyId}, r.n, r.o, r.s, r.c, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(o text, n text, s boolean, c boolean)
      on conflict (company_id, document) do update
        set is_supplier = s.is_supplier or excluded.is_supplier,
            is_client = s.is_client or excluded.is_client
      returning s.id, s.document`,
  );
  return new Map(written.map((row) => [row.document, row.id]));
}

export async function createMovements(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  if (plan.creations.length === 0) return;
  const contacts = await registerContacts(tx, companyId, plan);
  const rows = plan.creations.map((c) => ({
    id: c.movementId,
    p: c.paymentId,
    t: c.type,
    s: c.description,
    a: c.amountCents,
    d: c.date,
    c: c.categoryId,
    cc: c.costCenterId,
    o: c.contactId ?? (c.newContactDocument ? contacts.get(c.newContactDocument) : null) ?? null,
    ap: c.approval,
  }));
  const recordset = sql`jsonb_to_recordset(${json(rows)}) as r(id uuid, p uuid, t text, s text, a int8, d date, c uuid, cc uuid, o uuid, ap text)`;
  // A statement line is money that already moved: the movement is born paid, on that account.
  await tx.execute(
    sql`insert into movements (company_id, id, type, description, amount_cents, paid_cents, due_date, competence_date, last_paid_on, category_id, cost_center_id, contact_id, bank_account_id, import_batch_id, approval_status, approval_requested_by, approval_requested_at)
      select ${companyId}, r.id, r.t, r.s, r.a, r.a, r.d, r.d, r.d, r.c, r.cc, r.o, ${plan.batch.bankAccountId}, ${plan.batch.id},
        r.ap, case when r.ap is null then null else ${plan.batch.createdBy}::uuid end, case when r.ap is null then null else now() end
      from ${recordset}`,
  );
  await tx.execute(
    sql`insert into payments (company_id, id, movement_id, paid_on, amount_cents, bank_account_id, import_batch_id)
      select ${companyId}, r.p, r.id, r.d, r.a, ${plan.batch.bankAccountId}, ${plan.batch.id}
      from ${recordset}`,
  );
}
