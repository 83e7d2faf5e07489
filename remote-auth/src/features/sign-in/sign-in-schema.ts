// The login page is the first page every visitor loads and is held to a bundle budget
// (/login ≤ 350 KB gzip of JS): its two fields are checked here by hand instead of through
// react-hook-form + zod, which cost it ≈ 25 KB gzip. The larger forms use those libraries.

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// The same shape of address the API's zod `z.email()` accepts, without the library.
const EMAIL = /^(?!\.)(?!.*\.\.)([\w'+-.]*)[\w+-]@([a-z\d][a-z\d-]*\.)+[a-z]{2,}$/i;

/** SPEC.md §5 "Sign-in": e-mail required and valid; password required; no strength feedback. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'E-mail é obrigatório';
  else if (!EMAIL.test(email)) errors.email = 'E-mail inválido';
  if (!values.password) errors.password = 'Senha é obrigatório';
  return errors;
}
