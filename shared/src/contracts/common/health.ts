import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /health/live`: the process answers; the database is not asked. */
export const livenessResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptime_seconds: z.number().int().min(0),
  })
  .meta({ id: 'Liveness' });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * `GET /health/ready` (200 ready, 503 not): whether this instance can write to the primary, and
 * where its reads go. A replica that is down leaves it ready: its reads fall back to the primary.
 */
export const readinessResponseSchema = z
  .object({
    status: z.enum(['ready', 'unready']),
    version: z.string(),
    primary: z.object({
      /** `read_only`: the database answers but is a standby (a failover not yet complete). */
      status: z.enum(['writable', 'read_only', 'down']),
    }),
    replica: z.object({
      /** `none`: no DATABASE_READ_URL, reads go to the primary by design. */
      status: z.enum(['ok', 'down', 'none']),
      reads_from: z.enum(['replica', 'primary']),
      /** Reads the primary served because the replica could not, since the process started. */
      fallbacks: z.number().int().min(0),
    }),
  })
  .meta({ id: 'Readiness' });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
