// The Pix BR Code (the "Pix copia e cola" text and what its QR code holds), built to BACEN's
// "Manual de Padrões para Iniciação do Pix", which profiles EMV® QRCPS Merchant-Presented Mode.
//
// Why our own code and not `pix-utils` (npm 2.8.2, MIT, one maintainer, releases in 2026): it
// does not reproduce the manual's first example (it upper-cases "Fulano de Tal", so its CRC is
// F012, not 1D3D); it takes the amount as a float in reais (`toFixed(2)`) where every amount here
// is integer cents; it cuts names and cities but never checks that template 26 stays within 99
// characters, so a long "info adicional" gets a three-digit length and a payload no bank reads;
// it accepts any txid, where the manual allows [A-Za-z0-9] only; and it brings axios into code
// that must not touch the network. What the manual asks is ~150 lines, tested here against the
// manual's own examples. Its parser, which reads those examples correctly, stays a devDependency:
// the property tests read our payloads with it too, as a decoder nobody here wrote.
import { PIX_KEY_MESSAGE, parsePixKey } from 'shared/contracts';
import { BrCodeError, crc16, tlv } from './emv-tlv';

/** The GUI of template 26 that says "this is a Pix". */
export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** ID 62-05 of a static BR Code: up to 25 of [A-Za-z0-9]; "***" when there is none. */
export const REFERENCE_LABEL_MAX = 25;
export const NO_REFERENCE_LABEL = '***';
const REFERENCE_LABEL = new RegExp(`^[A-Za-z0-9]{1,${REFERENCE_LABEL_MAX}}$`);
/** Template 26 has a two-digit length like any other data object. */
const TEMPLATE_MAX = 99;
/** ID 54 is at most 13 characters ("9999999999.99"). */
const AMOUNT_MAX_CHARACTERS = 13;

interface BrCodeCommon {
  merchantName: string;
  merchantCity: string;
  /** Omitted, or 0, leaves ID 54 out: the payer types the amount. */
  amountCents?: number;
  /** ID 01 = "12": the code is for one payment. Default: true for dynamic, false for static. */
  oneTime?: boolean;
}

/** A static code names the receiver's key; anyone can pay it, as many times as they like. */
export interface StaticBrCode extends BrCodeCommon {
  kind: 'static';
  pixKey: string;
  txid?: string;
  infoAdicional?: string;
}

/** A dynamic code points at a charge a PSP keeps (its `location`, from API Pix `/cob`). */
export interface DynamicBrCode extends BrCodeCommon {
  kind: 'dynamic';
  location: string;
}

export type BrCodeInput = StaticBrCode | DynamicBrCode;

/**
 * Text for a name, a city or info adicional. EMV MPM gives them format "ans", EMV's common
 * character set (printable ASCII, 0x20–0x7E), and the manual caps name and city at 25 and 15
 * characters. So accents come off ("São João" → "Sao Joao"), anything else outside the set goes,
 * runs of spaces become one, and the result is cut at `max`. Case stays: the manual's own example
 * is "Fulano de Tal".
 */
export function emvText(text: string, max: number): string {
  const key = `${max}\0${text}`;
  let known = emvTexts.get(key);
  if (known === undefined) {
    // A batch charges one company's receivables: the same name and city every time.
    if (emvTexts.size >= EMV_TEXTS_KEPT) emvTexts.clear();
    known = asciiText(text, max);
    emvTexts.set(key, known);
  }
  return known;
}

const EMV_TEXTS_KEPT = 1000;
const emvTexts = new Map<string, string>();

function asciiText(text: string, max: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return ascii.slice(0, max).trimEnd();
}

/** Integer cents → "123.45", the only shape ID 54 takes (a point, two decimals, no grouping). */
export function formatEmvAmount(amountCents: number): string {
  const text = `${Math.trunc(amountCents / 100)}.${(amountCents % 100).toString().padStart(2, '0')}`;
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents < 0 ||
    text.length > AMOUNT_MAX_CHARACTERS
  ) {
    throw new BrCodeError(`Valor inválido para o código Pix: ${amountCents} centavos.`);
  }
  return text;
}

function requiredText(text: string, max: number, field: string): string {
  const value = emvText(text, max);
  if (!value)
    throw new BrCodeError(`${field} inválido para o código Pix: informe letras ou números.`);
  return value;
}

function staticAccount(input: StaticBrCode): string {
  const parsed = parsePixKey(input.pixKey);
  if (!parsed) throw new BrCodeError(PIX_KEY_MESSAGE);
  const head = tlv('00', PIX_GUI) + tlv('01', parsed.key);
  const info = emvText(input.infoAdicional ?? '', TEMPLATE_MAX);
  if (!info) return head;
  const room = TEMPLATE_MAX - head.length - 4;
  if (info.length > room) {
    throw new BrCodeError(
      `Informação adicional longa demais para o código Pix: com esta chave, até ${room} caracteres.`,
    );
  }
  return head + tlv('02', info);
}

function dynamicAccount(input: DynamicBrCode): string {
  // The manual writes the location without its scheme: the payer's app always uses https.
  const location = input.location.trim().replace(/^https:\/\//i, '');
  const room = TEMPLATE_MAX - tlv('00', PIX_GUI).length - 4;
  if (
    !/^[\x21-\x7e]+$/.test(location) ||
    /^[a-z]+:\/\//i.test(location) ||
    location.length > room
  ) {
    throw new BrCodeError(`Endereço da cobrança Pix inválido: ${input.location}`);
  }
  return tlv('00', PIX_GUI) + tlv('25', location);
}

function referenceLabel(input: BrCodeInput): string {
  // A dynamic code's txid travels in the PSP's payload, never in the QR: the manual fixes "***".
  if (input.kind === 'dynamic' || input.txid === undefined) return NO_REFERENCE_LABEL;
  if (!REFERENCE_LABEL.test(input.txid)) {
    throw new BrCodeError(
      `Identificador da cobrança (txid) inválido para o código Pix: use de 1 a ${REFERENCE_LABEL_MAX} letras sem acento ou números.`,
    );
  }
  return input.txid;
}

/** The BR Code payload, CRC included, ready for a QR code or a "copia e cola" button. */
export function buildBrCode(input: BrCodeInput): string {
  const account = input.kind === 'static' ? staticAccount(input) : dynamicAccount(input);
  const oneTime = input.oneTime ?? input.kind === 'dynamic';
  const { amountCents } = input;
  const amount =
    amountCents === undefined || amountCents === 0 ? '' : tlv('54', formatEmvAmount(amountCents));
  const body =
    tlv('00', '01') +
    (oneTime ? tlv('01', '12') : '') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amount +
    tlv('58', 'BR') +
    tlv('59', requiredText(input.merchantName, MERCHANT_NAME_MAX, 'Nome do recebedor')) +
    tlv('60', requiredText(input.merchantCity, MERCHANT_CITY_MAX, 'Cidade do recebedor')) +
    tlv('62', tlv('05', referenceLabel(input))) +
    '6304';
  return body + crc16(body);
}
