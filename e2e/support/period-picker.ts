import type { Locator, Page } from '@playwright/test';
import type { Day } from './dashboards';
import { expect, mainArea } from './fixtures';

// The 'Filtros' popover's period, as a person picks it: the insights and the painel de vendas
// share the popover, and so do their specs.

/** pt-BR month names, as the calendar's day buttons spell them. */
export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

export function filterPopover(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Filtros' });
}

export async function openFilters(page: Page): Promise<Locator> {
  await mainArea(page).getByRole('button', { name: 'Filtros' }).click();
  const popover = filterPopover(page);
  await expect(popover).toBeVisible();
  return popover;
}

export function dayButton(popover: Locator, { year, month, day }: Day): Locator {
  // Ark names each day "Escolher sábado, 10 de outubro de 2026" (or "Início do período: …").
  return popover.getByRole('button', {
    name: new RegExp(`, ${day} de ${MONTHS[month - 1]} de ${year}$`),
  });
}

/** The calendar's arrows: Ark pages by the months shown, and their names say how many. */
const PAGERS = {
  1: { back: 'Mês anterior', forward: 'Próximo mês' },
  2: { back: 'Meses anteriores', forward: 'Próximos meses' },
} as const;

/** Pages the calendar back or forth until `day` is on screen, then clicks it. */
export async function pickDay(
  popover: Locator,
  day: Day,
  direction: 'back' | 'forward',
): Promise<void> {
  const target = dayButton(popover, day);
  const months = await popover.getByRole('grid').count();
  if (months !== 1 && months !== 2) throw new Error(`the calendar shows ${months} months`);
  const pager = popover.getByRole('button', { name: PAGERS[months][direction], exact: true });
  const shownMonths = popover.getByRole('button', { name: /, escolher o mês$/ });
  for (let step = 0; step < 24 && (await target.count()) === 0; step += 1) {
    const before = (await shownMonths.textContent()) ?? '';
    await pager.click();
    await expect(shownMonths).not.toHaveText(before);
  }
  await target.click();
}
