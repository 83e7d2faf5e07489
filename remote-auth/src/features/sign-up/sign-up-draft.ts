import { EMPTY_COMPANY_FORM } from 'shared/forms';
import { z } from 'zod';
import type { CompanyInfoValues } from './company-info-schema';

/** sessionStorage key of the sign-up in progress: it survives a reload, not the tab. */
export const SIGN_UP_DRAFT_KEY = 'fluxo:signup';

/**
 * What the flow remembers between its pages. The password is deliberately absent: it stays in
 * memory only, and is asked again after a reload.
 */
export interface SignUpDraft {
  email: string;
  verification_token: string;
  user?: { name: string };
  company?: CompanyInfoValues;
}

/** Known fields only, each with its empty value when the stored draft lacks it. */
const text = z.string().catch('');
const storedCompanySchema = z.object({
  document: text,
  name: text,
  trade_name: text,
  business: text,
  tax_regime: text,
  founded_at: text,
  average_billing: text,
  email: text,
  address: z
    .object({
      zip_code: text,
      street: text,
      number: text,
      complement: text,
      neighbourhood: text,
      city: text,
      state: text,
    })
    .catch(EMPTY_COMPANY_FORM.address),
}) satisfies z.ZodType<CompanyInfoValues, unknown>;

const storedDraftSchema = z.object({
  email: z.string(),
  verification_token: z.string().min(1),
  user: z.object({ name: z.string() }).optional(),
  company: storedCompanySchema.optional(),
});

export function readSignUpDraft(): SignUpDraft | null {
  try {
    const raw = sessionStorage.getItem(SIGN_UP_DRAFT_KEY);
    const parsed = storedDraftSchema.safeParse(raw ? JSON.parse(raw) : null);
    if (!parsed.success) return null;
    return parsed.data;
  } catch {
    // Unreadable storage (private mode, corrupt JSON) means starting over, not crashing.
    return null;
  }
}

export function writeSignUpDraft(draft: SignUpDraft): void {
  sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft));
}

export function clearSignUpDraft(): void {
  sessionStorage.removeItem(SIGN_UP_DRAFT_KEY);
}

/**
 * The draft after a verified code: a new e-mail starts clean; the same e-mail (verifying again
 * after the proof expired) keeps what was already typed.
 */
export function verifiedDraft(email: string, verificationToken: string): SignUpDraft {
  const previous = readSignUpDraft();
  const kept = previous?.email === email ? previous : {};
  return { ...kept, email, verification_token: verificationToken };
}
