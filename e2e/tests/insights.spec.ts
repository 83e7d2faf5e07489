import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import type { CashFlowNode, Insights } from 'shared/contracts';
import {
  brl,
  cashFlowOf,
  currentMonth,
  dayOfMonth,
  flatten,
  insightsOf,
  isoDate,
  lastDayOfMonth,
  shortDate,
  strictSearch,
} from '../support/dashboards';
import type { Day, Period } from '../support/dashboards';
import {
  drawCharts,
  expect,
  expectRemotePage,
  mainArea,
  startApp,
  storeTheme,
  test,
} from '../support/fixtures';
import { filterPopover, openFilters, pickDay } from '../support/period-picker';
import { backgroundLuminance, luminance } from '../support/colours';
import { attachScreenshot } from '../support/screenshots';

// The Insights dashboard of SPEC.md §2 end to end: the demo company's seeded movements, the real
// API and the production build. Every figure on screen is held to the API's own answer for the
// same period, asked with the same token and company.

const STATUS_LABELS: Record<string, string> = {
  pago: 'Pago',
  'pago parcial': 'Pago parcial',
  vencido: 'Vencido',
  'a vencer': 'A vencer',
  'vence hoje': 'Vence hoje',
};

const CHART_TITLES = [
  'Receita por Categoria',
  'Despesa por Categoria',
  'Receita vs Despesa',
  'Saldo por Conta',
  'Saldo ao Longo do Tempo',
] as const;

const EMPTY_TITLE = 'Sem informações para exibir neste período';
const EMPTY_DESCRIPTION = 'Tente alterar os filtros para encontrar dados.';
const NO_DATA = 'Nenhum dado para apresentar até o momento';
const DASHBOARD_CALL = /\/v1\/companies\/dashboards\/(insights|cash-flow)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An element whose text is exactly these parts, in order, whatever spacing sits between them. */
function parts(...texts: string[]): RegExp {
  return new RegExp(`^${texts.map(escapeRegExp).join('\\s*')}$`);
}

function card(page: Page, label: string): Locator {
  return mainArea(page)
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition');
}

async function expectCards(page: Page, insights: Insights): Promise<void> {
  await expect(card(page, 'Receita total')).toHaveText(brl(insights.total_income));
  await expect(card(page, 'Despesa total')).toHaveText(brl(insights.total_expense));
  await expect(card(page, 'Saldo total')).toHaveText(brl(insights.total_balance));
}

function legend(page: Page, chart: string): Locator {
  return mainArea(page).getByRole('figure', { name: chart }).getByRole('listitem');
}

async function openInsights(page: Page): Promise<void> {
  await page.goto('/');
  await startApp(page);
  await expectRemotePage(page, 'Insights');
}

/** The period the filter popover holds, as the person reads it. */
async function expectPeriodShown(popover: Locator, start: Day, end: Day): Promise<void> {
  await expect(popover.getByRole('textbox', { name: 'Data inicial' })).toHaveValue(
    shortDate(start),
  );
  await expect(popover.getByRole('textbox', { name: 'Data final' })).toHaveValue(shortDate(end));
}

async function applyPeriod(page: Page, start: Day, end: Day, direction: 'back' | 'forward') {
  const popover = await openFilters(page);
  await pickDay(popover, start, direction);
  await pickDay(popover, end, 'forward');
  await expectPeriodShown(popover, start, end);
  const sent = dashboardRequests(page);
  await popover.getByRole('button', { name: 'Aplicar' }).click();
  return sent;
}

/** The next pair of report calls (SPEC.md §7): both reports are asked for the same filter. */
async function dashboardRequests(page: Page): Promise<{ insights: Request; cashFlow: Request }> {
  const next = (report: string) =>
    page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith(`/dashboards/${report}`),
    );
  const [insights, cashFlow] = await Promise.all([next('insights'), next('cash-flow')]);
  return { insights, cashFlow };
}

/** The period a report call asked for. */
function periodOf(call: Request): Period {
  const { start_date, end_date } = call.postDataJSON() as Period;
  return { start_date, end_date };
}

function cashFlowTable(page: Page): Locator {
  return mainArea(page).getByRole('tabpanel', { name: 'Fluxo de Caixa' }).getByRole('table');
}

/** The table's body rows (the header row holds column headers, not cells). */
function cashFlowRows(page: Page): Locator {
  return cashFlowTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function expectCashFlowRows(page: Page, nodes: readonly CashFlowNode[]): Promise<void> {
  const rows = cashFlowRows(page);
  await expect(rows).toHaveCount(nodes.length);
  for (const [index, node] of nodes.entries()) {
    await expect(rows.nth(index).getByRole('cell')).toHaveText([
      parts(node.code, node.label),
      brl(node.totalAmount),
    ]);
  }
}

function categoryCount(page: Page): Locator {
  return mainArea(page).getByText(/^\d+ Categorias$/);
}

/** Nivo animates its SVG with springs: wait until two looks in a row see the same drawing. */
async function chartsAtRest(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const drawing = await mainArea(page)
          .getByRole('figure')
          .locator('svg')
          .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML).join('\n'));
        const still = drawing !== '' && drawing === previous;
        previous = drawing;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

interface Box {
  left: number;
  right: number;
  top: number;
}

/** The labels along a chart's bottom axis (the lowest texts it draws), left to right. */
async function bottomAxis(page: Page, title: string) {
  const svg = mainArea(page).getByRole('figure', { name: title }).locator('svg').first();
  return svg.evaluate((drawing) => {
    const box = ({ left, right, top }: DOMRect): Box => ({ left, right, top });
    const texts = [...drawing.querySelectorAll('text')].map((text) => ({
      ...box(text.getBoundingClientRect()),
      text: text.textContent ?? '',
    }));
    const lowest = Math.max(...texts.map((text) => text.top));
    const labels = texts.filter((text) => lowest - text.top < 2).sort((a, b) => a.left - b.left);
    return { chart: box(drawing.getBoundingClientRect()), labels };
  });
}

/** Every label of a chart's bottom axis is whole (not cut by the chart's edge) and clear of the next. */
async function expectAxisLabelsFit(page: Page, title: string): Promise<void> {
  const { chart, labels } = await bottomAxis(page, title);
  expect(labels.length, `${title}: labels on the axis`).toBeGreaterThanOrEqual(2);
  for (const label of labels) {
    expect(label.left, `${title}: '${label.text}' starts in the chart`).toBeGreaterThanOrEqual(
      chart.left,
    );
    expect(label.right, `${title}: '${label.text}' ends in the chart`).toBeLessThanOrEqual(
      chart.right,
    );
  }
  labels.slice(1).forEach((label, index) => {
    const previous = labels[index] as (typeof labels)[number];
    expect(
      label.left - previous.right,
      `${title}: room between '${previous.text}' and '${label.text}'`,
    ).toBeGreaterThanOrEqual(8);
  });
}

/** The computed colour of each arc of a doughnut, and of each legend row's swatch. */
async function doughnutColours(page: Page, title: string) {
  const figure = mainArea(page).getByRole('figure', { name: title });
  const arcs = await figure
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
  const swatches = await figure.getByRole('listitem').evaluateAll((rows) =>
    rows.map((row) => {
      const painted = [...row.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).backgroundColor)
        .filter((colour) => colour !== 'rgba(0, 0, 0, 0)');
      return painted[0] ?? 'none';
    }),
  );
  return { arcs, swatches };
}

/** The whole of `locator` lies across the viewport's width. */
async function expectWithinViewportWidth(page: Page, locator: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      }),
    )
    .toBe(0);
}

async function screenshotDashboard(page: Page, testInfo: TestInfo, suffix: string) {
  await openInsights(page);
  await expect(card(page, 'Receita total')).toBeVisible();
  await drawCharts(page, CHART_TITLES);
  await chartsAtRest(page);
  await attachScreenshot(page, testInfo, `insights-${suffix}`);
  await mainArea(page).getByRole('tab', { name: 'Fluxo de Caixa' }).click();
  await expect(cashFlowRows(page).first()).toBeVisible();
  await attachScreenshot(page, testInfo, `cash-flow-${suffix}`);
  await mainArea(page).getByRole('searchbox', { name: 'Encontre Categorias' }).fill('Aluguel');
  await expect(categoryCount(page)).toHaveText('3 Categorias');
  await attachScreenshot(page, testInfo, `cash-flow-search-${suffix}`);
  await openFilters(page);
  await attachScreenshot(page, testInfo, `filters-${suffix}`);
}

test.describe('insights dashboard', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test("should show the current month's figures exactly as the API computes them", async ({
    page,
    request,
    demoAccount,
  }) => {
    const insights = await insightsOf(request, demoAccount, currentMonth());
    expect(insights.total_income, 'the demo seed has income this month').toBeGreaterThan(0);

    await openInsights(page);
    await expect(
      mainArea(page).getByText('Aqui estão as informações gerais sobre a sua empresa'),
    ).toBeVisible();
    await expectCards(page, insights);

    const statuses = mainArea(page).getByRole('list', { name: 'Movimentações' });
    await expect(statuses.getByRole('listitem')).toHaveText(
      insights.balance_by_transaction_status.map(({ status, balance }) =>
        parts(STATUS_LABELS[status] ?? status, brl(balance)),
      ),
    );
    expect(insights.balance_by_transaction_status.map(({ status }) => status).sort()).toEqual(
      Object.keys(STATUS_LABELS).sort(),
    );

    for (const title of CHART_TITLES) {
      const chart = mainArea(page).getByRole('figure', { name: title });
      await expect(chart.getByRole('heading', { name: title })).toBeVisible();
    }
    await drawCharts(page, CHART_TITLES);

    const [firstIncome] = insights.income_by_categories;
    if (!firstIncome) throw new Error('the API listed no income category');
    await expect(legend(page, 'Receita por Categoria').first()).toHaveText(
      parts(firstIncome.label, brl(firstIncome.value)),
    );
    // The legends list every slice, in the API's order.
    await expect(legend(page, 'Receita por Categoria')).toHaveText(
      insights.income_by_categories.map((slice) => parts(slice.label, brl(slice.value))),
    );
    await expect(legend(page, 'Despesa por Categoria')).toHaveText(
      insights.expense_by_categories.map((slice) => parts(slice.label, brl(slice.value))),
    );
    await expect(legend(page, 'Receita vs Despesa')).toHaveText(
      insights.income_vs_expense.map((slice) => parts(slice.label, brl(slice.value))),
    );

    // More categories than distinct colours: the seven largest are drawn in colours of their
    // own, the rest as one 'Outras categorias' slice, in its colour in the legend too.
    const expenses = insights.expense_by_categories;
    expect(
      expenses.length,
      'the demo seed has more expense categories than colours',
    ).toBeGreaterThan(8);
    const grouped = expenses.slice(7);
    const groupedTotal = grouped.reduce((total, slice) => total + slice.value, 0);
    await expect(
      mainArea(page)
        .getByRole('figure', { name: 'Despesa por Categoria' })
        .getByText(parts(`Outras categorias (${grouped.length})`, brl(groupedTotal))),
    ).toBeVisible();
    await chartsAtRest(page);
    const { arcs, swatches } = await doughnutColours(page, 'Despesa por Categoria');
    expect(arcs).toHaveLength(8);
    expect(new Set(arcs).size, 'each slice its own colour').toBe(8);
    const ownColours = swatches.slice(0, 7);
    expect(ownColours, 'the legend shows the slices in their colours').toEqual(arcs.slice(0, 7));
    expect(new Set(swatches.slice(7)), "grouped rows in the 'Outras' slice's colour").toEqual(
      new Set(arcs.slice(7)),
    );

    for (const title of ['Saldo por Conta', 'Saldo ao Longo do Tempo']) {
      await expectAxisLabelsFit(page, title);
    }
  });

  test('should apply a period picked in the calendar and show its figures', async ({
    page,
    request,
    demoAccount,
  }) => {
    const start = dayOfMonth(-1, 1);
    const end = dayOfMonth(-1, 10);
    const period: Period = { start_date: isoDate(start), end_date: isoDate(end) };
    const [current, picked] = await Promise.all([
      insightsOf(request, demoAccount, currentMonth()),
      insightsOf(request, demoAccount, period),
    ]);
    expect(picked.total_income, 'the chosen days must differ from the month').not.toBe(
      current.total_income,
    );

    await openInsights(page);
    await expectCards(page, current);

    const popover = await openFilters(page);
    await expect(popover.getByRole('group', { name: 'Periodo' })).toBeVisible();
    await expect(popover.getByRole('grid')).toHaveCount(2);
    const startInput = popover.getByRole('textbox', { name: 'Data inicial' });
    const endInput = popover.getByRole('textbox', { name: 'Data final' });
    await expect(startInput).toHaveValue(shortDate(dayOfMonth(0, 1)));
    await expect(endInput).toHaveValue(shortDate(lastDayOfMonth(0)));
    // Manual typing is disabled: keys change nothing.
    await expect(startInput).not.toBeEditable();
    await startInput.click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('01/01/20');
    await expect(startInput).toHaveValue(shortDate(dayOfMonth(0, 1)));
    await popover.getByRole('button', { name: 'Cancelar' }).click();
    await expect(popover).toBeHidden();

    const sent = await applyPeriod(page, start, end, 'back');
    await expect(page.getByText('Filtro(s) aplicado(s)')).toBeVisible();
    expect(periodOf(sent.insights)).toEqual(period);
    expect(periodOf(sent.cashFlow)).toEqual(period);
    await expect(filterPopover(page)).toBeHidden();
    await expectCards(page, picked);

    // Applying the same period again asks the API again (SPEC.md §4 "applying a filter reloads").
    const again = dashboardRequests(page);
    await (await openFilters(page)).getByRole('button', { name: 'Aplicar' }).click();
    expect(periodOf((await again).insights)).toEqual(period);
    await expectCards(page, picked);
  });

  test('should leave the filter as it was when the popover is cancelled', async ({
    page,
    request,
    demoAccount,
  }) => {
    const current = await insightsOf(request, demoAccount, currentMonth());
    await openInsights(page);
    await expectCards(page, current);
    const calls: Request[] = [];
    page.on('request', (call) => {
      if (DASHBOARD_CALL.test(call.url())) calls.push(call);
    });

    let popover = await openFilters(page);
    await pickDay(popover, dayOfMonth(-1, 3), 'back');
    await pickDay(popover, dayOfMonth(-1, 20), 'forward');
    await expect(popover.getByRole('textbox', { name: 'Data inicial' })).toHaveValue(
      shortDate(dayOfMonth(-1, 3)),
    );
    await popover.getByRole('button', { name: 'Cancelar' }).click();
    await expect(popover).toBeHidden();

    // The next opening starts from the filter in force, and nothing was asked of the API.
    popover = await openFilters(page);
    await expectPeriodShown(popover, dayOfMonth(0, 1), lastDayOfMonth(0));
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expectCards(page, current);
    expect(calls.map((call) => call.url())).toEqual([]);
  });

  test('should list the cash-flow tree with the API totals and search it strictly', async ({
    page,
    request,
    demoAccount,
  }) => {
    const tree = await cashFlowOf(request, demoAccount, currentMonth());
    const all = flatten(tree);
    // A leaf of the demo plano de contas paid every month, and a branch whose own children do
    // not contain the query: strict mode keeps the branch but none of its children.
    const leaf = 'Aluguel';
    const branch = 'Ocupação';
    expect(all.map((node) => node.label)).toEqual(expect.arrayContaining([leaf, branch]));

    await openInsights(page);
    await mainArea(page).getByRole('tab', { name: 'Fluxo de Caixa' }).click();
    await expect(categoryCount(page)).toHaveText(`${all.length} Categorias`);
    await expect(cashFlowTable(page).getByRole('columnheader')).toHaveText([
      'Categoria',
      'Valor em movimentações',
    ]);
    // Folded, the table lists the roots, with the API's totals.
    await expectCashFlowRows(page, tree);
    const [income, ...otherRoots] = tree;
    if (!income) throw new Error('the API answered an empty cash-flow tree');
    const unfold = cashFlowTable(page).getByRole('button', {
      name: `Expandir ${income.code} ${income.label}`,
    });
    await unfold.click();
    await expectCashFlowRows(page, [income, ...income.children, ...otherRoots]);
    const fold = cashFlowTable(page).getByRole('button', {
      name: `Recolher ${income.code} ${income.label}`,
    });
    // A plain chevron: no filled background on an open row, which would read as selected.
    await expect
      .poll(() => fold.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');
    await fold.click();
    await expectCashFlowRows(page, tree);

    const search = mainArea(page).getByRole('searchbox', { name: 'Encontre Categorias' });
    await search.fill(leaf);
    const leafPath = flatten(strictSearch(tree, leaf));
    expect(leafPath.map((node) => node.label)).toEqual(['Despesas', branch, leaf]);
    await expect(categoryCount(page)).toHaveText(`${leafPath.length} Categorias`);
    await expectCashFlowRows(page, leafPath);

    // Case and accents do not matter.
    await search.fill('ocupacao');
    const branchPath = flatten(strictSearch(tree, branch));
    expect(branchPath.map((node) => node.label)).toEqual(['Despesas', branch]);
    await expect(categoryCount(page)).toHaveText(`${branchPath.length} Categorias`);
    await expectCashFlowRows(page, branchPath);

    await search.fill('categoria que não existe');
    await expect(categoryCount(page)).toHaveText('0 Categorias');
    await expect(cashFlowTable(page).getByText(NO_DATA)).toBeVisible();

    await search.fill('');
    await expect(categoryCount(page)).toHaveText(`${all.length} Categorias`);
    await expectCashFlowRows(page, tree);
  });

  test('should show the empty state for a period without movements', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    // The seed plans movements up to two months ahead; four months ahead is empty.
    const start = dayOfMonth(4, 1);
    const end = lastDayOfMonth(4);
    const period: Period = { start_date: isoDate(start), end_date: isoDate(end) };
    const [insights, tree] = await Promise.all([
      insightsOf(request, demoAccount, period),
      cashFlowOf(request, demoAccount, period),
    ]);
    expect(insights.total_income + insights.total_expense, 'no movement in the period').toBe(0);
    expect(tree).toEqual([]);

    await openInsights(page);
    await expect(card(page, 'Receita total')).toBeVisible();
    const sent = await applyPeriod(page, start, end, 'forward');
    expect(periodOf(sent.insights)).toEqual(period);
    const insightsTab = mainArea(page).getByRole('tabpanel', { name: 'Insights' });
    await expect(insightsTab.getByText(EMPTY_TITLE)).toBeVisible();
    await expect(insightsTab.getByText(EMPTY_DESCRIPTION)).toBeVisible();
    await expect(card(page, 'Receita total')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'insights-empty-light-1366');

    await mainArea(page).getByRole('tab', { name: 'Fluxo de Caixa' }).click();
    await expect(categoryCount(page)).toHaveText('0 Categorias');
    await expect(cashFlowTable(page).getByText(NO_DATA)).toBeVisible();
    await attachScreenshot(page, testInfo, 'cash-flow-empty-light-1366');
  });

  test('should render the dashboard, its popover and its charts dark', async ({
    page,
    request,
    demoAccount,
  }) => {
    const insights = await insightsOf(request, demoAccount, currentMonth());
    await openInsights(page);
    await expectCards(page, insights);
    await drawCharts(page, ['Saldo por Conta']);
    const chart = mainArea(page).getByRole('figure', { name: 'Saldo por Conta' });
    const axisLabel = chart.locator('svg text').first();
    // Nivo redraws its labels as the chart settles: a label read as it is replaced has no computed
    // fill (''). That is no reading (NaN fails every comparison), and every reading is polled.
    const inkOf = async (text: Locator) => {
      const fill = await text.evaluate((element) => getComputedStyle(element).fill);
      return fill ? luminance(fill) : Number.NaN;
    };
    expect(await backgroundLuminance(chart)).toBeGreaterThan(0.8);
    await expect.poll(() => inkOf(axisLabel)).toBeLessThan(0.2);

    await page.getByRole('button', { name: 'Modo Escuro' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: 'Modo Claro' })).toBeVisible();
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(0.1);
    expect(await backgroundLuminance(chart)).toBeLessThan(0.1);
    // Nivo draws with the colours it is given, not the page's CSS: its axis labels turn light too.
    await expect.poll(() => inkOf(axisLabel)).toBeGreaterThan(0.3);

    await expectCards(page, insights);
    await drawCharts(page, CHART_TITLES);

    const popover = await openFilters(page);
    // Portalled outside #theme: only the class on <html> reaches it.
    expect(await popover.evaluate((element) => element.closest('#theme'))).toBeNull();
    expect(await backgroundLuminance(popover)).toBeLessThan(0.1);
  });
});

test.describe('insights dashboard on a phone', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 390, height: 844 } });

  test('should fit the Filtros popover, with one month, on the screen', async ({ page }) => {
    await openInsights(page);
    await expect(card(page, 'Receita total')).toBeVisible();
    const popover = await openFilters(page);
    await expect(popover.getByRole('grid')).toHaveCount(1);
    await expect(popover.getByRole('button', { name: 'Mês anterior', exact: true })).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Próximo mês', exact: true })).toBeVisible();
    await expectWithinViewportWidth(page, popover);
    await expectWithinViewportWidth(page, popover.getByRole('button', { name: 'Aplicar' }));
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    // Paged a month at a time, it still applies a period.
    const start = dayOfMonth(-1, 1);
    const end = dayOfMonth(-1, 10);
    const sent = await applyPeriod(page, start, end, 'back');
    expect(periodOf(sent.insights)).toEqual({ start_date: isoDate(start), end_date: isoDate(end) });
    await expect(filterPopover(page)).toBeHidden();
  });

  test('should keep the axis labels of the charts whole and apart', async ({ page }) => {
    await openInsights(page);
    await expect(card(page, 'Receita total')).toBeVisible();
    await drawCharts(page, CHART_TITLES);
    await chartsAtRest(page);
    for (const title of ['Saldo por Conta', 'Saldo ao Longo do Tempo']) {
      await expectAxisLabelsFit(page, title);
    }
    await expectNoSidewaysScroll(page);
  });
});

test.describe('default period in another time zone', () => {
  // Tokyo is already in the next month when São Paulo is still in the last hours of this one.
  test.use({ signedIn: true, timezoneId: 'Asia/Tokyo', viewport: { width: 1366, height: 800 } });

  test("should default to São Paulo's current month, not the browser's", async ({ page }) => {
    // 01:00 UTC on the 1st of next month: 10:00 in Tokyo, still 22:00 of the month's last day
    // in São Paulo.
    const nextMonth = dayOfMonth(1, 1);
    const lateInSaoPaulo = new Date(Date.UTC(nextMonth.year, nextMonth.month - 1, 1, 1, 0));
    const expected = currentMonth(lateInSaoPaulo);
    expect(expected.start_date).not.toBe(isoDate(nextMonth));
    await page.clock.setFixedTime(lateInSaoPaulo);

    const insights: Request[] = [];
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/dashboards/insights'))
        insights.push(call);
    });
    const cashFlow = page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith('/dashboards/cash-flow'),
    );
    await openInsights(page);
    expect(periodOf(await cashFlow)).toEqual(expected);
    // The insights usually came with the page, drawn by the server for its own current month, so
    // no request may show: the app uses them only for the same period, and otherwise asks for its
    // own. What the person sees is the period the filter holds.
    for (const call of insights) expect(periodOf(call)).toEqual(expected);
    const popover = await openFilters(page);
    await expectPeriodShown(
      popover,
      dayOfMonth(0, 1, lateInSaoPaulo),
      lastDayOfMonth(0, lateInSaoPaulo),
    );
  });
});

// Pictures for people to look at, beside screenshots.spec.ts's, not pixel assertions.
test.describe('insights screenshots', () => {
  test.use({ signedIn: true });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} 1366px`, () => {
      test.use({ viewport: { width: 1366, height: 800 } });

      test('insights', async ({ page }, testInfo) => {
        await storeTheme(page, mode);
        await screenshotDashboard(page, testInfo, `${mode}-1366`);
      });
    });
  }

  test.describe('light 390px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('insights', async ({ page }, testInfo) => {
      await storeTheme(page, 'light');
      await screenshotDashboard(page, testInfo, 'light-390');
    });
  });
});
