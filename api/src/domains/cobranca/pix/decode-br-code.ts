// Reads a BR Code back: the "copia e cola" a supplier sends us, or one of ours in a test. The CRC
// is checked first, over the text as given, so any one changed character reads as a bad CRC
// rather than as whatever field it happened to break.
import { NO_REFERENCE_LABEL, PIX_GUI } from './br-code';
import type { TlvField } from './emv-tlv';
import { BrCodeError, crc16, readTlv } from './emv-tlv';

export interface DecodedBrCode {
  kind: 'static' | 'dynamic';
  /** ID 01 = "12". */
  oneTime: boolean;
  /** Static: the receiver's Pix key (26-01). */
  pixKey: string | null;
  /** Dynamic: the PSP's charge location, without https:// (26-25). */
  location: string | null;
  infoAdicional: string | null;
  merchantCategoryCode: string;
  currency: string;
  /** ID 54 in integer cents; null when the payer types the amount. */
  amountCents: number | null;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  /** 62-05; null for "***". */
  txid: string | null;
  crc: string;
}

const invalid = (reason: string) => new BrCodeError(`Código Pix inválido: ${reason}`);

function fieldsOf(text: string, where: string): Map<string, string> {
  const fields: TlvField[] | null = readTlv(text);
  if (!fields) throw invalid(`${where} com tamanhos que não conferem.`);
  const byId = new Map<string, string>();
  for (const { id, value } of fields) {
    if (byId.has(id)) throw invalid(`${where} repete o campo ${id}.`);
    byId.set(id, value);
  }
  return byId;
}

function required(fields: Map<string, string>, id: string, name: string): string {
  const value = fields.get(id);
  if (value === undefined) throw invalid(`falta ${name} (campo ${id}).`);
  return value;
}

/** "123.45" → 12345, by the digits: never through a float. */
function amountCentsOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || text.length > 13) throw invalid(`valor "${text}" fora do formato 0.00.`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function decodeBrCode(input: string): DecodedBrCode {
  const payload = input.trim();
  const crc = payload.slice(-4);
  if (payload.length < 8 || crc16(payload.slice(0, -4)) !== crc) throw invalid('CRC não confere.');
  const top = fieldsOf(payload, 'o código');
  if (payload.slice(0, 6) !== '000201') throw invalid('não começa pelo campo 00 = 01.');
  if (!payload.endsWith(`6304${crc}`)) throw invalid('o CRC (campo 63) não é o último campo.');

  const account = fieldsOf(required(top, '26', 'a conta do recebedor'), 'o campo 26');
  if (account.get('00')?.toLowerCase() !== PIX_GUI) throw invalid('o campo 26 não é de Pix.');
  const pixKey = account.get('01') ?? null;
  const location = account.get('25') ?? null;
  if ((pixKey === null) === (location === null)) {
    throw invalid('o campo 26 deve ter a chave Pix ou a URL da cobrança, uma das duas.');
  }
  const additionalData = top.get('62');
  const label =
    additionalData === undefined ? undefined : fieldsOf(additionalData, 'o campo 62').get('05');

  return {
    kind: pixKey === null ? 'dynamic' : 'static',
    oneTime: top.get('01') === '12',
    pixKey,
    location,
    infoAdicional: account.get('02') ?? null,
    merchantCategoryCode: required(top, '52', 'a categoria'),
    currency: required(top, '53', 'a moeda'),
    amountCents: amountCentsOf(top.get('54')),
    countryCode: required(top, '58', 'o país'),
    merchantName: required(top, '59', 'o nome do recebedor'),
    merchantCity: required(top, '60', 'a cidade do recebedor'),
    txid: label === undefined || label === NO_REFERENCE_LABEL ? null : label,
    crc,
  };
}
