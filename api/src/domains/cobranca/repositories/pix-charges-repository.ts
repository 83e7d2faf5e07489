import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bankAccounts,
  companies,
  contacts,
  movements,
  pixCharges,
  pspSettings,
} from '../../../db/schema';
import type { PixChargeRow, PspSettingsRow } from '../../../db/schema';

/** A charge with the name of the account it is paid into. */
export interface PixChargeView {
  charge: PixChargeRow;
  bankAccountName: string;
}

/** What a charge needs to know of its movement, read under a row lock. */
export interface ChargeableMovement {
  type: 'receita' | 'despesa';
  openCents: number;
  description: string;
  dueDate: string;
  /** The client, for a PSP charge with a due date (API Pix `/cobv` names its devedor). */
  payer: { name: string; document: string } | null;
}

export interface ChargeAccount {
  id: string;
  name: string;
  pixKey: string;
}

export interface Receiver {
  name: string;
  tradeName: string | null;
  city: string | null;
}

export interface PublicChargeRow {
  charge: PixChargeRow;
  description: string;
  dueDate: string;
  companyName: string;
  companyDocument: string | null;
  companyLogo: string | null;
}

/** The writes a charge is made of, run inside one transaction (`PixChargesRepository.write`). */
export interface PixChargeWriter {
  /**
   * Locks the movements, in id order (so two selections that overlap never wait on each other
   * in a cycle), so two charges of one movement are made one after the other. Ids the company
   * does not have are not in the answer.
   */
  lockMovements(companyId: string, movementIds: string[]): Promise<Map<string, ChargeableMovement>>;
  chargeAccount(companyId: string): Promise<ChargeAccount | null>;
  receiver(companyId: string): Promise<Receiver | null>;
  active(companyId: string, movementId: string): Promise<PixChargeView | null>;
  /** The active charges of these movements, by movement. */
  actives(companyId: string, movementIds: string[]): Promise<Map<string, PixChargeView>>;
  /** The highest charge version each movement has had (absent: none yet). */
  lastVersions(companyId: string, movementIds: string[]): Promise<Map<string, number>>;
  /** In one statement; the rows in the order given. */
  insert(rows: (typeof pixCharges.$inferInsert)[]): Promise<PixChargeRow[]>;
  cancel(companyId: string, id: string): Promise<void>;
  /** The account's PSP, if it has one. */
  pspSettings(companyId: string, bankAccountId: string): Promise<PspSettingsRow | null>;
}

export interface PixChargesRepository extends Pick<PixChargeWriter, 'active'> {
  write<T>(work: (writer: PixChargeWriter) => Promise<T>): Promise<T>;
  /** The payer's page: one company's charge by its token, with the movement and the company. */
  byToken(companyId: string, token: string): Promise<PublicChargeRow | null>;
}

function writerOver(db: Database): PixChargeWriter {
  const activeWhere = (companyId: string, movementIds: string[]) =>
    db
      .select({ charge: pixCharges, bankAccountName: bankAccounts.name })
      .from(pixCharges)
      .innerJoin(
        bankAccounts,
        and(
          eq(bankAccounts.companyId, pixCharges.companyId),
          eq(bankAccounts.id, pixCharges.bankAccountId),
        ),
      )
      .where(
        and(
          eq(pixCharges.companyId, companyId),
          inArray(pixCharges.movementId, movementIds),
          eq(pixCharges.status, 'active'),
        ),
      );
  const active = async (companyId: string, movementId: string) => {
    const [row] = await activeWhere(companyId, [movementId]);
    return row ?? null;
  };
  return {
    async lockMovements(companyId, movementIds) {
      if (movementIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: movements.id,
          type: movements.type,
          openCents: sql<number>`(${movements.amountCents} - ${movements.paidCents})::int8`.mapWith(
            Number,
          ),
          description: movements.description,
          dueDate: movements.dueDate,
          payerName: contacts.name,
          payerDocument: contacts.document,
        })
        .from(movements)
        .leftJoin(
          contacts,
          and(eq(contacts.companyId, movements.companyId), eq(contacts.id, movements.contactId)),
        )
        .where(and(eq(movements.companyId, companyId), inArray(movements.id, movementIds)))
        .orderBy(asc(movements.id))
        .for('update', { of: movements });
      return new Map(
        rows.map(({ id, payerName, payerDocument, ...movement }) => [
          id,
          {
            ...movement,
            payer: payerName && payerDocument ? { name: payerName, document: payerDocument } : null,
          },
        ]),
      );
    },
    async chargeAccount(companyId) {
      const [row] = await db
        .select({ id: bankAccounts.id, name: bankAccounts.name, pixKey: bankAccounts.pixKey })
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.companyId, companyId),
            eq(bankAccounts.chargeDefault, true),
            eq(bankAccounts.active, true),
          ),
        );
      return row?.pixKey ? { id: row.id, name: row.name, pixKey: row.pixKey } : null;
    },
    async receiver(companyId) {
      const [row] = await db
        .select({
          name: companies.name,
          tradeName: companies.tradeName,
          city: companies.addressCity,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },
    active,
    async pspSettings(companyId, bankAccountId) {
      const [row] = await db
        .select()
        .from(pspSettings)
        .where(
          and(eq(pspSettings.companyId, companyId), eq(pspSettings.bankAccountId, bankAccountId)),
        );
      return row ?? null;
    },
    async actives(companyId, movementIds) {
      if (movementIds.length === 0) return new Map();
      const rows = await activeWhere(companyId, movementIds);
      return new Map(rows.map((row) => [row.charge.movementId, row]));
    },
    async lastVersions(companyId, movementIds) {
      if (movementIds.length === 0) return new Map();
      const rows = await db
        .select({ movementId: pixCharges.movementId, version: max(pixCharges.version) })
        .from(pixCharges)
        .where(
          and(eq(pixCharges.companyId, companyId), inArray(pixCharges.movementId, movementIds)),
        )
        .groupBy(pixCharges.movementId);
      return new Map(rows.map((row) => [row.movementId, row.version ?? 0]));
    },
    async insert(rows) {
      if (rows.length === 0) return [];
      const inserted = await db.insert(pixCharges).values(rows).returning();
      const byTxid = new Map(inserted.map((row) => [row.txid, row]));
      return rows.map((row) => {
        const made = byTxid.get(row.txid);
        if (!made) throw new Error('pix charge insert returned no row');
        return made;
      });
    },
    async cancel(companyId, id) {
      await db
        .update(pixCharges)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(
          and(
            eq(pixCharges.companyId, companyId),
            eq(pixCharges.id, id),
            eq(pixCharges.status, 'active'),
          ),
        );
    },
  };
}

export function createPixChargesRepository(db: Database): PixChargesRepository {
  const plain = writerOver(db);
  return {
    active: plain.active,
    write: (work) => db.transaction((tx) => work(writerOver(tx))),
    async byToken(companyId, token) {
      const [row] = await db
        .select({
          charge: pixCharges,
          description: movements.description,
          dueDate: movements.dueDate,
          companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.name})`,
          companyDocument: companies.document,
          companyLogo: companies.avatar,
        })
        .from(pixCharges)
        .innerJoin(
          movements,
          and(
            eq(movements.companyId, pixCharges.companyId),
            eq(movements.id, pixCharges.movementId),
          ),
        )
        .innerJoin(companies, eq(companies.id, pixCharges.companyId))
        .where(and(eq(pixCharges.companyId, companyId), eq(pixCharges.token, token)));
      return row ?? null;
    },
  };
}
