import type { CashForecast } from 'shared/contracts';
import { expectAccessible } from '../support/axe';
import { apiHeaders, brl } from '../support/dashboards';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { attachScreenshot } from '../support/screenshots';

// Cenários de caixa (issue 24, item 4) in Chromium against the real API: a scenario typed in the
// drawer, saved, drawn beside the base, its lowest balance the API's own; then deleted.

test.describe('cenários de caixa', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('should save a scenario, draw it beside the base as the API computes it, and delete it', async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(120_000);
    const name = `Clientes atrasam ${Date.now().toString(36)}`;
    await storeTheme(page, 'dark');
    await page.goto('/relatorios/cenarios');
    await expectRemotePage(page, 'Cenários de caixa');
    const lows = mainArea(page).getByRole('list', { name: 'Menores saldos' });
    await expect(lows.getByRole('listitem')).toHaveCount(1);

    await mainArea(page).getByRole('button', { name: 'Novo cenário' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo cenário' });
    await drawer.getByRole('textbox', { name: /Nome do cenário/ }).fill(name);
    await drawer.getByRole('textbox', { name: 'Atraso (dias)' }).fill('30');
    await drawer.getByRole('textbox', { name: 'Inadimplência (%)' }).fill('10');
    await drawer.getByRole('button', { name: 'Adicionar lançamento' }).click();
    await drawer.getByRole('textbox', { name: 'Descrição do lançamento 1' }).fill('Empréstimo');
    await drawer.getByRole('combobox', { name: 'Tipo' }).selectOption('despesa');
    await drawer.getByRole('textbox', { name: 'Valor (R$)' }).fill('25.000,00');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Salvar cenário' }).click();
    await expect(drawer).toBeHidden();

    // Drawn beside the base at once, with the lowest balance the API gives for the same levers.
    await expect(lows.getByRole('listitem')).toHaveCount(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const answer = await request.post('/v1/companies/cash-forecast', {
      headers: apiHeaders(demoAccount),
      data: {
        scenarios: [
          {
            name,
            levers: {
              receivables_delay_days: 30,
              receivables_loss_percent: 10,
              one_offs: [
                {
                  description: 'Empréstimo',
                  type: 'despesa',
                  date: today,
                  amount_cents: 2_500_000,
                },
              ],
            },
          },
        ],
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const forecast = (await answer.json()) as CashForecast;
    const scenario = forecast.scenarios[0];
    if (!scenario) throw new Error('no scenario in the answer');
    await expect(lows.getByRole('listitem').nth(1)).toContainText(
      `Menor saldo (${name}): ${brl(scenario.lowest.balance)}`,
    );
    await expect(lows.getByRole('listitem').nth(0)).toContainText(
      `Menor saldo (Base): ${brl(forecast.base.lowest.balance)}`,
    );
    const table = mainArea(page).getByRole('table', { name: /Saldo por período/ });
    await expect(table.getByRole('columnheader', { name: `Saldo: ${name}` })).toBeVisible();
    await expectAccessible(page);
    // The table scrolls sideways on a phone; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await mainArea(page)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Excluir cenário' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(mainArea(page).getByRole('checkbox', { name })).toHaveCount(0);
    await expect(lows.getByRole('listitem')).toHaveCount(1);
  });

  test('should draw three saved scenarios side by side with the base', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const headers = apiHeaders(demoAccount);
    const tag = Date.now().toString(36);
    const levers = [
      { receivables_delay_days: 30 },
      { receivables_loss_percent: 15 },
      {
        one_offs: [
          { description: 'Empréstimo', type: 'receita', date: '2099-01-01', amount_cents: 1 },
        ],
        receivables_delay_days: 15,
      },
    ];
    const names = ['Atraso de 30 dias', 'Perda de 15 %', 'Atraso e empréstimo'].map(
      (name) => `${name} ${tag}`,
    );
    const ids: string[] = [];
    try {
      for (const [index, name] of names.entries()) {
        const saved = await request.post('/v1/companies/cash-forecast/scenarios', {
          headers,
          data: { name, levers: levers[index] },
        });
        expect(saved.ok(), await saved.text()).toBe(true);
        ids.push(((await saved.json()) as { id: string }).id);
      }
      await storeTheme(page, 'light');
      await page.goto('/relatorios/cenarios');
      await expectRemotePage(page, 'Cenários de caixa');
      const main = mainArea(page);
      for (const name of names) await main.locator('label').filter({ hasText: name }).click();
      const lows = main.getByRole('list', { name: 'Menores saldos' });
      await expect(lows.getByRole('listitem')).toHaveCount(4);
      const table = main.getByRole('table', { name: /Saldo por período/ });
      for (const name of names) {
        await expect(table.getByRole('columnheader', { name: `Saldo: ${name}` })).toBeVisible();
      }
      await expectAccessible(page);
      await attachScreenshot(page, testInfo, 'tres-cenarios-1366');
    } finally {
      for (const id of ids) {
        await request.delete(`/v1/companies/cash-forecast/scenarios/${id}`, { headers });
      }
    }
  });
});
