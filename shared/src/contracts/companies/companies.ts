import { z } from 'zod';
import { memberRoleSchema } from '../common/token';

/** One entry of `GET /v1/companies`: the companies the signed-in user belongs to. */
export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  trade_name: z.string().nullable(),
  avatar: z.string().nullable(),
  role: memberRoleSchema,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyListSchema = z.array(companySummarySchema);
