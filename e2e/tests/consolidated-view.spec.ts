import type {
  CompanyGroup,
  GroupCashFlow,
  GroupDre,
  GroupInsights,
  GroupSalesPanel,
} from 'shared/contracts';
import { expectAccessible } from '../support/axe';
import { apiHeaders, brl } from '../support/dashboards';
import {
  drawCharts,
  expect,
  expectRemotePage,
  mainArea,
  startApp,
  storeTheme,
  test,
} from '../support/fixtures';
import { attachScreenshot } from '../support/screenshots';

// Visão consolidada (issue 24, item 3) in Chromium against the real API: the demo user's two
// companies chosen as a group from the company menu's page, their DRE added up with a column per
// company, as the API consolidates it; then its insights, fluxo de caixa and painel de vendas.

const GROUP_URL = '/v1/users/company-group';

test.describe('visão consolidada', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should group the demo companies and show their DRE added up, a column per company', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    test.setTimeout(120_000);
    const headers = apiHeaders(demoAccount);
    const reset = () => request.put(GROUP_URL, { headers, data: { company_ids: [] } });
    await reset();
    try {
      await storeTheme(page, 'light');
      await page.goto('/');
      await startApp(page);
      await expectRemotePage(page, 'Insights');
      await page.getByTestId('side-nav').getByRole('button', { name: 'Minhas Empresas' }).click();
      await page.getByRole('menuitem', { name: 'Visão consolidada' }).click();
      await expect(page).toHaveURL(/\/visao-consolidada$/);
      await expectRemotePage(page, 'Visão consolidada');

      const main = mainArea(page);
      const choices = ((await (await request.get(GROUP_URL, { headers })).json()) as CompanyGroup)
        .companies;
      expect(choices.length).toBeGreaterThanOrEqual(2);
      // A person clicks the label: the native checkbox itself is visually hidden (Chakra's).
      for (const company of choices.slice(0, 2)) {
        await main.locator('label').filter({ hasText: company.name }).click();
        await expect(main.getByRole('checkbox', { name: company.name })).toBeChecked();
      }
      await main.getByRole('button', { name: 'Salvar grupo' }).click();
      const table = main.getByRole('table', { name: /DRE consolidada/ });
      await expect(table).toBeVisible();

      const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
        .format(new Date())
        .slice(0, 4);
      const answer = await request.post(`${GROUP_URL}/dre`, {
        headers,
        data: { start_date: `${year}-01-01`, end_date: `${year}-12-31`, regime: 'competencia' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      const dre = (await answer.json()) as GroupDre;
      const row = (label: string) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
      const result = dre.lines.find((line) => line.key === 'resultado_periodo');
      if (!result) throw new Error('no result line');
      await expect(row('Resultado do período').getByRole('cell')).toHaveText([brl(result.total)]);
      await expectAccessible(page);

      await main.getByRole('button', { name: 'Por empresa' }).click();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Linha da DRE',
        ...dre.companies.map((company) => company.name),
        'Grupo',
      ]);
      await expect(row('Resultado do período').getByRole('cell')).toHaveText([
        ...result.by_company.map(brl),
        brl(result.total),
      ]);
      await expect(row('Operações entre empresas do grupo').getByRole('cell')).toHaveText([
        ...dre.eliminations.by_company.map(brl),
        brl(dre.eliminations.total),
      ]);
      // Dark, through the theme button, with the columns on.
      await page.getByRole('button', { name: 'Modo Escuro' }).click();
      await expectAccessible(page);

      // The other reports of the group, each against the API's own answer for the year.
      const period = { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
      const ask = async <T>(report: string): Promise<T> => {
        const response = await request.post(`${GROUP_URL}/${report}`, { headers, data: period });
        expect(response.ok(), await response.text()).toBe(true);
        return (await response.json()) as T;
      };
      const byCompany = main.getByRole('region', { name: 'Por empresa' });
      const groupRow = byCompany.getByRole('row').filter({ hasText: /^Grupo/ });

      await main.getByRole('tab', { name: 'Insights' }).click();
      await expect(page).toHaveURL(/aba=insights/);
      const insights = await ask<GroupInsights>('insights');
      await expect(groupRow.getByRole('cell')).toHaveText([
        'Grupo',
        brl(insights.consolidated.total_income),
        brl(insights.consolidated.total_expense),
        brl(insights.consolidated.total_balance),
      ]);
      await expect(main.getByText('Operações entre empresas do grupo:')).toBeVisible();
      // The group's charts draw as the company's do, the accounts named with their company.
      await drawCharts(page, ['Receita vs Despesa', 'Saldo por Conta', 'Saldo ao Longo do Tempo']);
      await expectAccessible(page);
      await attachScreenshot(page, testInfo, 'grupo-insights-por-empresa-escuro-1366');

      await main.getByRole('tab', { name: 'Fluxo de caixa' }).click();
      const flow = await ask<GroupCashFlow>('cash-flow');
      const flowTable = main.getByRole('table').filter({
        has: page.getByRole('columnheader', { name: 'Categoria' }),
      });
      await expect(flowTable.getByRole('columnheader')).toHaveText([
        'Categoria',
        ...flow.companies.map((company) => company.name),
        'Grupo',
      ]);
      const first = flow.nodes[0];
      if (first) {
        await expect(flowTable.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(
          brl(first.totalAmount),
        );
      }
      await expectAccessible(page);

      await main.getByRole('tab', { name: 'Painel de vendas' }).click();
      const panel = await ask<GroupSalesPanel>('sales-panel');
      const cards = panel.consolidated.cards;
      await expect(groupRow.getByRole('cell')).toHaveText([
        'Grupo',
        brl(cards.faturamento),
        brl(cards.recebido),
        brl(cards.a_receber),
        brl(cards.inadimplencia),
      ]);
      await expectAccessible(page);

      // Light again, and a phone's width: the same report reads and passes.
      await page.getByRole('button', { name: 'Modo Claro' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(groupRow).toBeVisible();
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, 'grupo-painel-de-vendas-390');
    } finally {
      await reset();
    }
  });
});
