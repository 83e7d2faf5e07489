import { z } from 'zod';
import { EMPTY_COMPANY_INFO } from './company-info-schema';
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

const storedDraftSchema = z.object({
  email: z.string(),
  verification_token: z.string().min(1),
  user: z.object({ name: z.string() }).optional(),
  company: z.record(z.string(), z.string()).optional(),
});

/** Known fields only, each with its empty value when the stored draft lacks it. */
function restoreCompany(stored: Record<string, string>): CompanyInfoValues {
  const restored = { ...EMPTY_COMPANY_INFO };
  for (const field of Object.keys(restored) as (keyof CompanyInfoValues)[]) {
    restored[field] = stored[field] ?? restored[field];
  }
  return restored;
}

export function readSignUpDraft(): SignUpDraft | null {
  try {
    const raw = sessionStorage.getItem(SIGN_UP_DRAFT_KEY);
    const parsed = storedDraftSchema.safeParse(raw ? JSON.parse(raw) : null);
    if (!parsed.success) return null;
    const { company, ...draft } = parsed.data;
    return company ? { ...draft, company: restoreCompany(company) } : draft;
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
