import { z } from 'zod';

// Issue 12's audit trail, read by owners and admins: newest first, a keyset page at a time.

export const AUDIT_OPERATIONS = ['insert', 'update', 'delete'] as const;
export const AUDIT_PAGE_MAX = 200;

export const auditQuerySchema = z.strictObject({
  table: z
    .string()
    .regex(/^[a-z_]{1,63}$/, 'deve ser o nome de uma tabela, como movements')
    .optional()
    .describe('Só as alterações desta tabela (movements, payments, categories…)'),
  row_id: z.string().min(1).max(100).optional().describe('Só as alterações deste registro'),
  before: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Continua a lista antes deste id (o `next` da página anterior)'),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** Null for what the system did (sign-up, imports of the demo, migrations). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  table: z.string(),
  operation: z.enum(AUDIT_OPERATIONS),
  row_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
