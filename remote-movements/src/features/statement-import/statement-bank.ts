import type { StatementPreview } from 'shared/contracts';

/** The file's COMPE code in three digits ("0341" in an OFX BANKID is 341); null without one. */
export function fileBankCode(file: StatementPreview['file']): string | null {
  const digits = (file.bank_code ?? '').replace(/\D/g, '');
  return digits ? digits.replace(/^0+(?=\d{3})/, '').padStart(3, '0') : null;
}

/**
 * "Itaú Unibanco (341)": the file's bank as the API names it from the Central Bank's list, so
 * this remote does not carry the list; "banco 999" for a code not in it.
 */
export function fileBankName(file: StatementPreview['file']): string {
  const code = fileBankCode(file);
  if (!code) return 'banco —';
  return file.bank_name ? `${file.bank_name} (${code})` : `banco ${code}`;
}
