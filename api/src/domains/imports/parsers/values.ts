// Amounts and dates as Brazilian banks write them, to integer cents and YYYY-MM-DD.

const MAX_CENTS = 99_999_999_999;

function validDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * `dd/mm/aaaa`, `dd/mm/aa`, `dd-mm-aaaa`, `dd.mm.aaaa` or `aaaa-mm-dd`. 'invalid' is a date that
 * does not exist (31/02/2026); null is text that is not a date at all (a footer, a title).
 */
export function parseBrDate(text: string): string | 'invalid' | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? 'invalid';
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(value);
  if (!br) return null;
  const year = br[3]!.length === 2 ? 2000 + Number(br[3]) : Number(br[3]);
  return validDate(year, Number(br[2]), Number(br[1])) ?? 'invalid';
}

/**
 * Cents from `1.234,56`, `1234.56`, `-50,00`, `R$ 1.234,56`, `(1.234,56)`, `150,00 D` or `+3,00`.
 * With both separators the last one is the decimal; a lone comma is decimal; a lone dot is
 * decimal, except in CSV (`dotGroupsThousands`) where `1.234` is how a person writes a thousand;
 * OFX's own rule makes a dot decimal (Sicoob's `-75.500`). Null when the text is not an amount.
 */
export function parseAmountCents(
  text: string,
  { dotGroupsThousands = false }: { dotGroupsThousands?: boolean } = {},
): number | null {
  let value = text.replace(/[\s\u00a0]/g, '').replace(/^R\$/i, '');
  let negative = false;
  const suffix = /^(.*?)([CD])$/i.exec(value);
  if (suffix) {
    value = suffix[1]!;
    negative = suffix[2]!.toUpperCase() === 'D';
  }
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    value = parenthesised[1]!;
    negative = true;
  }
  value = value.replace(/^R\$/i, '');
  const sign = /^([+-])(.*)$/.exec(value);
  if (sign) {
    value = sign[2]!;
    if (sign[1] === '-') negative = !negative;
  }
  // A trailing minus, as some exports write debits (50,00-).
  if (value.endsWith('-')) {
    value = value.slice(0, -1);
    negative = !negative;
  }
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  let integer: string;
  let fraction: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const at = value.lastIndexOf(decimal);
    integer = value.slice(0, at).replaceAll(decimal === ',' ? '.' : ',', '');
    fraction = value.slice(at + 1);
  } else if (lastComma >= 0) {
    integer = value.slice(0, lastComma).replaceAll(',', '');
    fraction = value.slice(lastComma + 1);
    if (value.indexOf(',') !== lastComma) return null;
  } else if (lastDot >= 0 && dotGroupsThousands && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    integer = value.replaceAll('.', '');
    fraction = '';
  } else if (lastDot >= 0) {
    if (value.indexOf('.') !== lastDot) return null;
    integer = value.slice(0, lastDot);
    fraction = value.slice(lastDot + 1);
  } else {
    integer = value;
    fraction = '';
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  // Some banks pad to three or more decimals (-50.000): only zeros may go.
  if (fraction.length > 2) {
    if (!/^0+$/.test(fraction.slice(2))) return null;
    fraction = fraction.slice(0, 2);
  }
  const cents = Number(integer || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return negative ? -cents : cents;
}

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * An OFX date (`20260105`, `20260105120000`, `20260105120000.000[-3:BRT]`) as the company's day.
 * With a time and a zone it is the São Paulo day of that instant; without a zone (or without a
 * time) the bank's own day as written. 'invalid' for a date that does not exist.
 */
export function parseOfxDate(text: string): string | 'invalid' | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d{1,3})?)?\s*(?:\[\s*([+-]?\d{1,2}(?:[.:]\d{1,2})?)(?::[A-Za-z]*)?\s*\])?$/.exec(
      text.trim(),
    );
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, zone] = match;
  const day = validDate(Number(y), Number(m), Number(d));
  if (!day) return 'invalid';
  if (hh === undefined || zone === undefined) return day;
  const [hoursText, minutesText = '0'] = zone.split(/[.:]/);
  const offsetHours = Number(hoursText);
  const offsetMinutes = Math.sign(offsetHours || 1) * Number(minutesText);
  const utc =
    Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss ?? 0)) -
    (offsetHours * 60 + offsetMinutes) * 60_000;
  if (Number.isNaN(utc)) return 'invalid';
  return saoPauloDay.format(new Date(utc));
}
