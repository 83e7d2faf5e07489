import { z } from 'zod';

/** Every error the API sends has this body (DESIGN.md: `{ statusCode, error, message }`). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
