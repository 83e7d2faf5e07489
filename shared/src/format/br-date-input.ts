// dd/mm/aaaa as people type dates, and the ISO `YYYY-MM-DD` the API speaks.

/** Keeps the digits and puts the slashes in: "25122020" → "25/12/2020". */
export function maskBrDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** "25/12/2020" → "2020-12-25", or null when that day does not exist (30/02 is refused). */
export function brDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** "2020-12-25" → "25/12/2020"; empty for no date. */
export function isoToBrDate(iso: string | null): string {
  return iso ? iso.split('-').reverse().join('/') : '';
}
