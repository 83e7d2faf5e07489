import { signUpSchema, unmaskDigits } from 'shared/contracts';
import type { SignUpRequest } from 'shared/contracts';
import { parseBrlToCents } from 'shared/format';
import type { CompanyInfoValues } from './company-info-schema';

const orNull = (value: string): string | null => value.trim() || null;

/**
 * POST /v1/auth/sign-up's body from the draft and the two steps. Parsed by the contract itself, so
 * the screens can never send a shape the API would refuse for its form.
 */
export function toSignUpRequest(
  verificationToken: string,
  user: { name: string; password: string },
  company: CompanyInfoValues,
): SignUpRequest {
  return signUpSchema.parse({
    verification_token: verificationToken,
    user: { name: user.name.trim(), password: user.password },
    company: {
      document: unmaskDigits(company.document),
      name: company.name.trim(),
      trade_name: orNull(company.trade_name),
      business: orNull(company.business),
      tax_regime: company.tax_regime,
      founded_at: orNull(company.founded_at),
      average_billing: parseBrlToCents(company.average_billing) ?? 0,
      email: orNull(company.email),
      address: {
        zip_code: unmaskDigits(company.address.zip_code),
        street: company.address.street.trim(),
        number: company.address.number.trim(),
        complement: orNull(company.address.complement),
        neighbourhood: company.address.neighbourhood.trim(),
        city: company.address.city.trim(),
        state: company.address.state,
      },
    },
  });
}
