import type { DatePickerRootProps } from './date-picker';

type Translations = NonNullable<DatePickerRootProps['translations']>;

/**
 * The picker's controls in Portuguese (Ark's defaults are English). In the day view Ark pages by
 * the months shown, so with two months the arrows move two: their names say so.
 */
function translations(previousMonths: string, nextMonths: string): Translations {
  return {
    dayCell: ({ valueText, unavailable, firstInRange, lastInRange, inRange, selected }) => {
      if (unavailable) return `Indisponível: ${valueText}`;
      if (firstInRange) return `Início do período: ${valueText}`;
      if (lastInRange) return `Fim do período: ${valueText}`;
      if (inRange) return `No período: ${valueText}`;
      if (selected) return `Selecionado: ${valueText}`;
      return `Escolher ${valueText}`;
    },
    prevTrigger: (view: string) =>
      view === 'day' ? previousMonths : view === 'month' ? 'Ano anterior' : 'Década anterior',
    nextTrigger: (view: string) =>
      view === 'day' ? nextMonths : view === 'month' ? 'Próximo ano' : 'Próxima década',
    viewTrigger: (_view: string, next?: string) =>
      next === 'month' ? 'Escolher o mês' : next === 'year' ? 'Escolher o ano' : 'Escolher o dia',
    trigger: (open: boolean) => (open ? 'Fechar calendário' : 'Abrir calendário'),
    content: 'calendário',
  };
}

export const ONE_MONTH = translations('Mês anterior', 'Próximo mês');
export const TWO_MONTHS = translations('Meses anteriores', 'Próximos meses');
