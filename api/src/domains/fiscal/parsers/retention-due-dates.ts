import { addMonths, toIsoDate } from 'shared/format';
import { businessDayOnOrBefore } from './business-days';
import type { RetentionKind } from './types';

// When a tax withheld on a service must be paid over by the company that withheld it. Every rule
// below moves a due date that is not a business day back (antecipa), never forward.
//
// - IRRF on services from a PJ: dia 20 do mês seguinte ao fato gerador (Lei 11.196/2005, art. 70,
//   I, "d", and its parágrafo único, as Lei 11.933/2009 wrote them). The fato gerador is the
//   payment or credit (RIR/2018, art. 714): pass the payment date.
// - PIS, COFINS and CSLL withheld (Lei 10.833/2003, arts. 30 and 35, as Lei 13.137/2015 wrote
//   art. 35): último dia útil do 2º decêndio (days 11–20) do mês seguinte ao do pagamento — the
//   law counts from the payment to the provider, so pass the payment date.
// - INSS withheld, 11% (Lei 8.212/1991, art. 31, as Lei 11.933/2009 wrote it): dia 20 do mês
//   seguinte ao da emissão da nota fiscal, antecipado se não houver expediente bancário: pass the
//   issue date (competência).
// - ISS withheld: municipal law; the day of the next month the city sets (`issDay`, 10 by default,
//   as in many cities), antecipado. Pass the competência (the service's date), the usual fato
//   gerador in municipal codes.

export interface RetentionDueDateOptions {
  /** Day of the following month the municipality sets for withheld ISS. */
  issDay: number;
}

function dayOfNextMonth(isoDate: string, day: number): string {
  const next = addMonths(`${isoDate.slice(0, 7)}-01`, 1);
  const year = Number(next.slice(0, 4));
  const month = Number(next.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIsoDate(year, month, Math.min(Math.max(day, 1), lastDay));
}

/** `paidOrCompetence` is yyyy-mm-dd: the payment date or the competência, as each rule above says. */
export function retentionDueDate(
  kind: RetentionKind,
  paidOrCompetence: string,
  options: RetentionDueDateOptions = { issDay: 10 },
): string {
  const day = kind === 'iss' ? options.issDay : 20;
  return businessDayOnOrBefore(dayOfNextMonth(paidOrCompetence, day));
}
