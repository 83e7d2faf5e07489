import { isValidCnpj, isValidCpf } from 'shared/contracts';
import { normaliseDescription } from './description';

// Banks write the payee's CPF or CNPJ into PIX and TED texts, punctuated or not
// ("PIX ENVIADO 12.345.678/0001-95 PADARIA", "TED 12345678000195 FULANO", "PIX 123.456.789-09").
// Not preceded or followed by another digit: a boleto's long code is not a document.
const DOCUMENT =
  /(?<![\d./-])(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?![\d/-]|\.\d)/g;

export interface DocumentInText {
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  document: string;
  /** As written in the text, to take it out of a name. */
  written: string;
}

/** The first CPF or CNPJ with valid check digits in a bank text, or null. */
export function documentInText(text: string): DocumentInText | null {
  for (const match of text.matchAll(DOCUMENT)) {
    const written = match[1]!;
    const digits = written.replace(/\D/g, '');
    if (digits.length === 14 ? isValidCnpj(digits) : isValidCpf(digits)) {
      return { document: digits, written };
    }
  }
  return null;
}

/** Words of a bank text that name the operation, not the person: left out of a contact's name. */
const OPERATION_WORDS = new Set(
  'PIX TED DOC TEF PAG PAGTO PAGAMENTO PGTO BOLETO TRANSF TRANSFERENCIA DEB DEBITO CRED CREDITO AUT COMPRA RECEBIDO RECEBIDA ENVIADO ENVIADA REM DEST CPF CNPJ SISPAG INT QRCODE'.split(
    ' ',
  ),
);

/**
 * A name for a contact created from a statement line: the text without the document and the
 * words of the operation ("PIX ENVIADO 12.345.678/0001-95 PADARIA BOA" → "PADARIA BOA").
 */
export function contactNameFrom(description: string, found: DocumentInText): string {
  const words = description
    .replace(found.written, ' ')
    .split(/\s+/)
    .filter((word) => {
      const plain = normaliseDescription(word);
      return plain !== '' && !OPERATION_WORDS.has(plain) && !/^[\d ]+$/.test(plain);
    });
  const name = words
    .join(' ')
    .replace(/^[-:.\s]+|[-:.\s]+$/g, '')
    .trim();
  return name.length >= 2 ? name.slice(0, 120) : `Contato ${found.document}`;
}
