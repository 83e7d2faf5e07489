import { z } from 'zod';
import { membershipSchema } from '../common/token';

/** SPEC.md §3 sign-in request and response. */
export const signInRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  id: z.string(),
  access_token: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** SPEC.md §3 User (profile). */
export const userProfileSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  role: z.string(),
  member_of: z.array(membershipSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const addressSchema = z.object({
  city: z.string().nullable(),
  complement: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  number: z.string().nullable(),
  state: z.string().nullable(),
  street: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** SPEC.md §3 Company. `average_billing` is integer cents, 0 when absent. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  document: z.string().nullable(),
  trade_name: z.string().nullable(),
  active: z.boolean(),
  business: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  founded_at: z.string().nullable(),
  tax_regime: z.string().nullable(),
  average_billing: z.number().int(),
  address: addressSchema,
});
export type Company = z.infer<typeof companySchema>;
