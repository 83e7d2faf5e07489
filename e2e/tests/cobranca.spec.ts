import { expectAccessible } from '../support/axe';
import { isoDate, today } from '../support/dashboards';
import { expect, storeTheme, test } from '../support/fixtures';
import { apiHeaders, createReceivable, leafCategory, searchMovements } from '../support/movements';
import { payerPage } from '../support/payer';

// Issue 21, items 2 and 3 end to end on the production build and the real API: a receivable
// charged by Pix from the movements list (the demo company's Itaú account takes Pix by its CNPJ
// and is the default for cobrança), the payer's public page at 390 px in light and dark, signed
// out, showing the very code the drawer shows, then the charge cancelled and the page saying so.

interface Charge {
  br_code: string;
  page_path: string;
  txid: string;
}

test.describe('cobrança: a receivable charged by Pix and its payer page', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should charge a receivable by Pix, show the same code to the payer, and cancel it', async ({
    page,
    request,
    demoAccount,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    const headers = apiHeaders(demoAccount);
    const description = `E2E Pix ${Date.now()}`;
    const movementId = await createReceivable(request, demoAccount, {
      description,
      amount_cents: 12_345,
    });

    // From the list: find the row, 'Cobrar por Pix' in its actions.
    const table = await searchMovements(page, description);
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `Ações de ${description}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cobrar por Pix' }).click();

    const drawer = page.getByRole('dialog', { name: 'Cobrança Pix' });
    await expect(drawer.getByRole('img', { name: /QR Code Pix de R\$\s123,45/ })).toBeVisible();
    const answer = await request.get(`/v1/companies/movements/${movementId}/pix-charge`, {
      headers,
    });
    expect(answer.status()).toBe(200);
    const charge = (await answer.json()) as Charge;
    expect(charge.br_code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await expect(drawer.getByRole('textbox', { name: /copia e cola/i })).toHaveValue(
      charge.br_code,
    );
    await expectAccessible(page);

    // The payer, signed out, on a phone, in both themes: the same code, nothing else.
    for (const mode of ['light', 'dark'] as const) {
      const payer = await payerPage(browser, baseURL, charge.page_path, mode);
      await expect(payer.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(payer.page.getByText(description)).toBeVisible();
      await expect(payer.page.getByText(/R\$\s123,45/).first()).toBeVisible();
      await expect(payer.page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
      await expect(payer.page.getByLabel('Pix copia e cola')).toHaveValue(charge.br_code);
      // The payer's page, not the app: no side nav, no menu.
      await expect(payer.page.locator('[data-testid="side-nav"]')).toHaveCount(0);
      await expect(payer.page.getByRole('button', { name: 'Navegar' })).toHaveCount(0);
      await expectAccessible(payer.page);
      // Sent whole by the server, for a phone to paint at once: no app to start, only the
      // theme's script and the page's own (issue 21, Lighthouse ≥ 95).
      expect(
        await payer.page.evaluate(() => [...document.scripts].map((s) => s.getAttribute('src'))),
      ).toEqual(['/paint-theme.js', '/remotes/auth/ssr/pix-charge-page.js']);
      await expect(payer.page).toHaveTitle(/^Cobrança Pix · /);
      // Its buttons work without the app: the code is copied, the theme changes.
      await payer.page.getByRole('button', { name: 'Copiar código Pix' }).click();
      await expect(payer.page.getByRole('button', { name: 'Código copiado' })).toBeVisible();
      expect(await payer.page.evaluate(() => navigator.clipboard.readText())).toBe(charge.br_code);
      const other = mode === 'light' ? 'dark' : 'light';
      await payer.page.locator('[data-theme-toggle]').click();
      await expect(payer.page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
      await expectAccessible(payer.page);
      await payer.close();
    }

    // Signed in, the link opens the payer's page too, without the app's shell around it.
    const tab = await page.context().newPage();
    await tab.goto(charge.page_path);
    await expect(tab.getByLabel('Pix copia e cola')).toHaveValue(charge.br_code);
    await expect(tab.locator('[data-testid="side-nav"]')).toHaveCount(0);
    await tab.close();

    // Cancelled from the drawer, the payer's page says so and offers nothing to pay.
    await drawer.getByRole('button', { name: 'Cancelar cobrança' }).click();
    await drawer.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(drawer).toBeHidden();
    const payer = await payerPage(browser, baseURL, charge.page_path, 'light');
    await expect(payer.page.getByText('Esta cobrança foi cancelada pela empresa.')).toBeVisible();
    await expect(payer.page.getByRole('img', { name: 'QR Code Pix' })).toHaveCount(0);
    await payer.close();
  });

  test("should charge the selected receivables in bulk, leave the payable out, and mark the rows 'Cobrança Pix'", async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(180_000);
    const headers = apiHeaders(demoAccount);
    const income = await leafCategory(request, demoAccount, 'receita');
    const expense = await leafCategory(request, demoAccount, 'despesa');
    const prefix = `E2E Lote Pix ${Date.now()}`;
    for (const [type, suffix, cents, categoryId] of [
      ['receita', 'Bolo', 12_000, income.id],
      ['receita', 'Torta', 8_000, income.id],
      ['despesa', 'Farinha', 3_000, expense.id],
    ] as const) {
      const created = await request.post('/v1/companies/movements', {
        headers,
        data: {
          type,
          description: `${prefix} ${suffix}`,
          amount_cents: cents,
          due_date: isoDate(today()),
          category_id: categoryId,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    const table = await searchMovements(page, prefix);
    await expect(table.getByRole('row')).toHaveCount(4);
    await page
      .getByRole('checkbox', { name: 'Selecionar todas as movimentações carregadas' })
      .check();
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await bar.getByRole('button', { name: 'Cobrar por Pix' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cobrar por Pix as selecionadas' });
    await expect(confirm).toContainText('2 conta(s) a receber em aberto');
    await expect(confirm).toContainText('Ficam de fora 1: 1 conta(s) a pagar.');
    // By keyboard, as the result's buttons below.
    await confirm.getByRole('button', { name: 'Cobrar por Pix' }).focus();
    await page.keyboard.press('Enter');

    const result = page.getByRole('dialog', { name: 'Cobranças Pix' });
    await expect(result).toContainText('2 cobrança(s) nova(s), 0 já existente(s), 0 ignorada(s).');
    await expect(result.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    // Tab walks from one charge's buttons to the next's, inside the drawer.
    await result.getByRole('button', { name: `Copiar link de ${prefix} Bolo` }).focus();
    await page.keyboard.press('Tab');
    await expect(
      result.getByRole('button', { name: `Copiar Pix copia e cola de ${prefix} Bolo` }),
    ).toBeFocused();
    await result.getByRole('button', { name: 'Fechar' }).focus();
    await page.keyboard.press('Enter');
    await expect(result).toBeHidden();
    await expect(bar).toBeHidden();

    // The two receivables now say they await a Pix, in words; the payable does not.
    await expect(table.getByText('Cobrança Pix')).toHaveCount(2);
    await expect(
      table.getByRole('row', { name: new RegExp(`${prefix} Farinha`) }).getByText('Cobrança Pix'),
    ).toHaveCount(0);

    // On a phone, the card carries the same mark, legible in both themes.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByText('Cobrança Pix').first()).toBeVisible();
    await expectAccessible(page);
    await storeTheme(page, 'dark');
    await searchMovements(page, prefix);
    // Dark is on: the theme button offers the light one.
    await expect(page.getByRole('button', { name: 'Modo Claro' })).toBeVisible();
    await expect(table.getByText('Cobrança Pix').first()).toBeVisible();
    await expectAccessible(page);
  });
});
