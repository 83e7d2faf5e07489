import { and, eq } from 'drizzle-orm';
import { movements } from '../../../db/schema';

/** What the service writes: everything but the company (from the route) and the paid totals. */
export type NewMovement = Omit<
  typeof movements.$inferInsert,
  'companyId' | 'createdAt' | 'updatedAt' | 'paidCents' | 'lastPaidOn'
>;
/** A series' numbering is fixed at creation, so a change never reaches it. */
export type MovementColumns = Partial<
  Omit<NewMovement, 'id' | 'instalmentGroupId' | 'instalmentNumber' | 'instalmentCount'>
>;

/** One movement of the company; every statement here names both, so ids never cross companies. */
export const movementScope = (companyId: string, id: string) =>
  and(eq(movements.companyId, companyId), eq(movements.id, id));
