import { PARTICIPANTS, PARTICIPANTS_AS_OF, PARTICIPANTS_SOURCE } from './participants';

export { PARTICIPANTS_AS_OF, PARTICIPANTS_SOURCE };

export type Bank = {
  /** COMPE code, three digits: what a TED, a boleto and an OFX's BANKID carry. */
  code: string;
  /** ISPB, eight digits: what Pix and the STR carry. */
  ispb: string;
  /** The name a person knows it by: ours for the common ones, else the Central Bank's. */
  name: string;
  shortName: string;
  longName: string;
};

/**
 * The names people use for the institutions most companies bank with; the Central Bank's short
 * names ("BCO BRADESCO S.A.", "NU PAGAMENTOS - IP") are abbreviations nobody types or reads.
 */
const COMMON_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '004': 'Banco do Nordeste (BNB)',
  '021': 'Banestes',
  '025': 'Banco Alfa',
  '033': 'Santander',
  '037': 'Banpará',
  '041': 'Banrisul',
  '047': 'Banese',
  '069': 'Crefisa',
  '070': 'BRB – Banco de Brasília',
  '077': 'Banco Inter',
  '085': 'Ailos',
  '102': 'XP Investimentos',
  '104': 'Caixa Econômica Federal',
  '121': 'Agibank',
  '133': 'Cresol',
  '136': 'Unicred',
  '197': 'Stone',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '218': 'Banco BS2',
  '237': 'Bradesco',
  '246': 'Banco ABC Brasil',
  '260': 'Nu Pagamentos (Nubank)',
  '290': 'PagSeguro (PagBank)',
  '318': 'Banco BMG',
  '323': 'Mercado Pago',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '348': 'Banco XP',
  '364': 'Efí (Gerencianet)',
  '380': 'PicPay',
  '389': 'Banco Mercantil do Brasil',
  '403': 'Cora',
  '422': 'Banco Safra',
  '461': 'Asaas',
  '623': 'Banco Pan',
  '633': 'Banco Rendimento',
  '637': 'Banco Sofisa',
  '655': 'Banco Votorantim (BV)',
  '707': 'Banco Daycoval',
  '745': 'Citibank',
  '746': 'Banco Modal',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

/** Every participant with a COMPE code, by code: the account form's and the reports' list. */
export const BANKS: readonly Bank[] = PARTICIPANTS.map(([code, ispb, shortName, longName]) => ({
  code,
  ispb,
  name: COMMON_NAMES[code] ?? longName,
  shortName,
  longName,
}));

const byCode = new Map(BANKS.map((bank) => [bank.code, bank]));
const byIspb = new Map(BANKS.map((bank) => [bank.ispb, bank]));

/** The bank of a COMPE code; "1" and "0341" (as some OFX files write BANKID) count as 001 and 341. */
export function bankByCode(code: string | null | undefined): Bank | null {
  const digits = code?.trim() ?? '';
  if (!/^\d{1,4}$/.test(digits)) return null;
  return byCode.get(String(Number(digits)).padStart(3, '0')) ?? null;
}

export function bankByIspb(ispb: string | null | undefined): Bank | null {
  const digits = ispb?.trim() ?? '';
  return /^\d{8}$/.test(digits) ? (byIspb.get(digits) ?? null) : null;
}

/** "341 – Itaú Unibanco": what the account form shows and offers. */
export const bankLabel = (bank: { code: string; name: string }) => `${bank.code} – ${bank.name}`;

/** "Itaú Unibanco (341)" for a known code, "banco 999" otherwise: how a statement's bank reads. */
export function bankNameWithCode(code: string): string {
  const bank = bankByCode(code);
  return bank ? `${bank.name} (${bank.code})` : `banco ${code}`;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const searchable = BANKS.map((bank) => ({
  bank,
  common: bank.code in COMMON_NAMES,
  name: fold(bank.name),
  words: fold(`${bank.name} ${bank.shortName} ${bank.longName}`).split(/[^\p{L}\p{N}]+/u),
  text: fold(`${bank.name} ${bank.shortName} ${bank.longName}`),
}));

/**
 * The banks a typed code or name finds, best first: "itau" must put 341 Itaú Unibanco before the
 * dozen institutions that merely have "Itaú" somewhere in their names, and "341" the bank 341 before
 * 034x. Accents and case aside; the names people use (COMMON_NAMES) before the Central Bank's.
 */
export function searchBanks(query: string, limit = Infinity): Bank[] {
  const q = fold(query.trim());
  if (!q) return BANKS.slice(0, limit);
  const rank = (entry: (typeof searchable)[number]): number => {
    if (entry.bank.code === q.padStart(3, '0') && /^\d+$/.test(q)) return 0;
    if (entry.bank.code.startsWith(q)) return 1;
    // "341 – Itaú Unibanco" typed back in full, as the field shows it once chosen.
    if (fold(bankLabel(entry.bank)) === q) return 0;
    if (entry.name.startsWith(q)) return entry.common ? 2 : 3;
    if (entry.words.some((word) => word.startsWith(q))) return entry.common ? 4 : 5;
    if (entry.text.includes(q)) return 6;
    return -1;
  };
  return searchable
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry }) => entry.bank);
}
