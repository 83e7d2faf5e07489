import type { CashScenario, CashScenarioInput, ScenarioLevers } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents } from 'shared/format';

// A scenario as its form holds it (text, as typed) and the levers the API takes: converted in
// one place, with the form's messages for what cannot be read.

type EntryType = 'receita' | 'despesa';

export interface DraftCategory {
  categoryId: string;
  percent: string;
}
export interface DraftOneOff {
  description: string;
  type: EntryType;
  /** As the date field gives it: `YYYY-MM-DD` once whole, the typed text before. */
  date: string;
  amount: string;
}
export interface DraftRecurrence {
  description: string;
  type: EntryType;
  startDate: string;
  every: 'semana' | 'mes';
  amount: string;
}

export interface ScenarioDraft {
  name: string;
  delayDays: string;
  lossPercent: string;
  categories: DraftCategory[];
  oneOffs: DraftOneOff[];
  recurrences: DraftRecurrence[];
}

export const emptyDraft = (): ScenarioDraft => ({
  name: '',
  delayDays: '0',
  lossPercent: '0',
  categories: [],
  oneOffs: [],
  recurrences: [],
});

const percentText = (value: number) => String(value).replace('.', ',');

/** A saved scenario, back in the form's words. */
export function draftOf(scenario: CashScenario): ScenarioDraft {
  const { levers } = scenario;
  return {
    name: scenario.name,
    delayDays: String(levers.receivables_delay_days),
    lossPercent: percentText(levers.receivables_loss_percent),
    categories: levers.categories.map((change) => ({
      categoryId: change.category_id,
      percent: percentText(change.percent),
    })),
    oneOffs: levers.one_offs.map((entry) => ({
      description: entry.description,
      type: entry.type,
      date: entry.date,
      amount: formatCentsForInput(entry.amount_cents),
    })),
    recurrences: levers.recurrences.map((entry) => ({
      description: entry.description,
      type: entry.type,
      startDate: entry.start_date,
      every: entry.every,
      amount: formatCentsForInput(entry.amount_cents),
    })),
  };
}

/** Field path (`name`, `oneOffs.0.amount`…) → what is wrong with it. */
export type DraftErrors = Record<string, string>;

/** "-12,5" → -12.5; null when it is not a number. */
function number(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The levers the API takes, or the form's messages for the fields it could not read. */
export function toScenarioInput(
  draft: ScenarioDraft,
): { input: CashScenarioInput; errors: null } | { input: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors.name = 'Dê um nome ao cenário.';
  const delay = number(draft.delayDays);
  if (delay === null || !Number.isInteger(delay) || delay < 0 || delay > 180) {
    errors.delayDays = 'O atraso vai de 0 a 180 dias.';
  }
  const loss = number(draft.lossPercent);
  if (loss === null || loss < 0 || loss > 100) {
    errors.lossPercent = 'A inadimplência vai de 0 % a 100 %.';
  }
  const categories: ScenarioLevers['categories'] = [];
  draft.categories.forEach((change, index) => {
    const percent = number(change.percent);
    if (!change.categoryId) errors[`categories.${index}.categoryId`] = 'Escolha a categoria.';
    if (percent === null || percent < -100 || percent > 1000) {
      errors[`categories.${index}.percent`] = 'A variação vai de -100 % a 1.000 %.';
    } else if (change.categoryId) {
      categories.push({ category_id: change.categoryId, percent });
    }
  });
  const amountOf = (text: string, path: string) => {
    const cents = parseBrlToCents(text);
    if (cents === null || cents <= 0) {
      errors[path] = 'Informe um valor maior que zero.';
      return 0;
    }
    return cents;
  };
  // The date field gives `YYYY-MM-DD` once a whole date is typed or picked, the text so far before.
  const dateOf = (value: string, path: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) errors[path] = 'Informe a data (dd/mm/aaaa).';
    return value;
  };
  const oneOffs = draft.oneOffs.map((entry, index) => {
    if (!entry.description.trim())
      errors[`oneOffs.${index}.description`] = 'Descreva o lançamento.';
    return {
      description: entry.description.trim(),
      type: entry.type,
      date: dateOf(entry.date, `oneOffs.${index}.date`),
      amount_cents: amountOf(entry.amount, `oneOffs.${index}.amount`),
    };
  });
  const recurrences = draft.recurrences.map((entry, index) => {
    if (!entry.description.trim()) {
      errors[`recurrences.${index}.description`] = 'Descreva a recorrência.';
    }
    return {
      description: entry.description.trim(),
      type: entry.type,
      start_date: dateOf(entry.startDate, `recurrences.${index}.startDate`),
      every: entry.every,
      amount_cents: amountOf(entry.amount, `recurrences.${index}.amount`),
    };
  });
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name: draft.name.trim(),
      levers: {
        receivables_delay_days: delay ?? 0,
        receivables_loss_percent: loss ?? 0,
        categories,
        one_offs: oneOffs,
        recurrences,
      },
    },
    errors: null,
  };
}
