import type { Locator, Page } from '@playwright/test';
import { cnpjWithCheckDigits } from '../../shared/src/contracts/common/documents';
import { STANDARD_PLANO_DE_CONTAS, standardTypeOf } from '../../shared/src/contracts/setup/dre';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, startApp, test } from '../support/fixtures';
import { apiHeaders } from '../support/movements';

// Issue 9, what a growing company does next: a subcategory added to the plano de contas and used
// in a movement at once, and 'Nova empresa' from the company menu, which creates the company,
// switches to it and shows it with the standard plano. Production build, real API.

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Today in the company's time zone, as the API and the form take it. */
const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The company menu's trigger (in the side nav at a desktop width). */
function companyMenu(page: Page): Locator {
  return page.getByTestId('side-nav').getByRole('button', { name: /Minhas Empresas$/ });
}

test.describe('plano de contas → movimentação', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should add a subcategory and file a movement under it at once', async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const name = `E2E Assinaturas ${stamp}`;
    const description = `E2E Assinatura de software ${stamp}`;
    // A despesa category of the demo plano to add under, one whose name no other category has
    // (its 'Adicionar subcategoria em …' button is named by it), as near the root as there is.
    const response = await request.get('/v1/companies/categories', {
      headers: apiHeaders(demoAccount),
    });
    const plano = (await response.json()) as {
      name: string;
      code: string;
      type: string;
      active: boolean;
    }[];
    const named = (name: string) => plano.filter((category) => category.name === name).length;
    const [parent] = plano
      .filter((c) => c.type === 'despesa' && c.active && named(c.name) === 1)
      .sort((a, b) => a.code.split('.').length - b.code.split('.').length);
    if (!parent) throw new Error('the demo plano has no active despesa category');

    await page.goto('/empresa/plano-de-contas');
    await expectRemotePage(page, /\S/);
    const main = mainArea(page);
    await main
      .getByRole('button', { name: `Adicionar subcategoria em ${parent.name}`, exact: true })
      .click();
    const form = page.getByRole('dialog', { name: 'Nova subcategoria' });
    await form.getByRole('textbox', { name: /Nome/ }).fill(name);
    const code = await form.getByRole('textbox', { name: /Código/ }).inputValue();
    expect(code).toMatch(/^\d+(\.\d{2})+$/);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    const despesas = main.getByRole('table', { name: 'Plano de contas: despesas' });
    await expect(despesas.getByRole('row').filter({ hasText: name })).toContainText(code);

    // The movement form offers it at once (its categories were invalidated, not cached).
    await page.goto('/movimentacoes');
    await expectRemotePage(page, 'Movimentações');
    await mainArea(page).getByRole('button', { name: 'Nova movimentação' }).click();
    const movement = page.getByRole('dialog', { name: 'Nova movimentação' });
    await movement.getByLabel('Descrição').fill(description);
    await movement.getByLabel('Valor').fill('89,90');
    const due = movement.getByLabel('Vencimento');
    await due.fill('');
    await due.pressSequentially(brDate(todayIso()).replaceAll('/', ''));
    const category = movement.getByRole('combobox', { name: /Categoria/ });
    await category.click();
    await category.fill(stamp);
    await page.getByRole('option', { name: `${code} ${name}`, exact: true }).click();
    await expect(category).toHaveValue(`${code} ${name}`);
    await movement.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Movimentação criada', { exact: true })).toBeVisible();
    await expect(movement).toBeHidden();

    // In the list, under its new category.
    await page.goto(`/movimentacoes?busca=${encodeURIComponent(description)}`);
    await expectRemotePage(page, 'Movimentações');
    const rows = mainArea(page).getByRole('table', { name: 'Movimentações' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(description);
    await expect(rows.nth(1)).toContainText(name);
  });
});

test.describe('nova empresa', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should create a company from the menu, switch to it and start it with the standard plano', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const companyName = `E2E Filial ${stamp} Ltda`;
    await page.goto('/');
    await startApp(page);
    await companyMenu(page).click();
    await page.getByRole('menuitem', { name: 'Nova empresa' }).click();
    await expect(page).toHaveURL(/\/empresa\/nova$/);
    await expectRemotePage(page, 'Nova empresa');
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), mode);
      await page.reload();
      await expectRemotePage(page, 'Nova empresa');
      await expectAccessible(page);
    }

    const main = mainArea(page);
    const form = main.getByRole('form', { name: 'Nova empresa' });
    const cnpj = cnpjWithCheckDigits(String(10_000_000_0000 + (Date.now() % 80_000_000_0000)));
    const wrong = `${cnpj.slice(0, -1)}${(Number(cnpj.at(-1)) + 1) % 10}`;
    const document = form.getByRole('textbox', { name: /CPF ou CNPJ/ });
    await document.fill(wrong);
    await form.getByRole('button', { name: 'Criar empresa' }).click();
    await expect(form.getByText('CPF ou CNPJ inválido')).toBeVisible();
    await expect(form.getByText('Informe a razão social')).toBeVisible();
    // Both themes, with the errors showing: their colours must read too.
    await expectAccessible(page);

    await document.fill(cnpj);
    await form.getByRole('textbox', { name: /Razão social/ }).fill(companyName);
    await form.getByRole('textbox', { name: /Nome fantasia/ }).fill(`Filial ${stamp}`);
    await form.getByRole('combobox', { name: /Regime tributário/ }).selectOption('lucro_presumido');
    await form.getByRole('textbox', { name: /Faturamento médio/ }).fill('80.000,00');
    await form.getByRole('textbox', { name: /CEP/ }).fill('13015-904');
    await form.getByRole('textbox', { name: /Logradouro/ }).fill('Rua Barão de Jaguara');
    await form.getByRole('textbox', { name: /Número/ }).fill('1481');
    await form.getByRole('textbox', { name: /Bairro/ }).fill('Centro');
    await form.getByRole('textbox', { name: /Cidade/ }).fill('Campinas');
    await form.getByRole('combobox', { name: /UF/ }).selectOption('SP');
    await form.getByRole('button', { name: 'Criar empresa' }).click();

    // Switched: its informações gerais, its name in the menu and in the form.
    await expect(page).toHaveURL(/\/empresa\/informacoes-gerais$/);
    await expect(page.getByText('Empresa criada', { exact: true })).toBeVisible();
    await expect(companyMenu(page)).toContainText(companyName);
    await expect(main.getByRole('textbox', { name: /Razão social/ })).toHaveValue(companyName);
    await expect(main.getByRole('textbox', { name: /CPF ou CNPJ/ })).not.toHaveValue('');

    // The menu lists it beside the demo companies, marked as the current one.
    await companyMenu(page).click();
    const current = page.getByRole('menuitem', { name: new RegExp(companyName) });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('menuitem', { name: /Fluxo Demonstração Ltda/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // Its plano is the standard one, receitas and despesas.
    await page.goto('/empresa/plano-de-contas');
    await expectRemotePage(page, companyName);
    for (const [type, label] of [
      ['receita', 'receitas'],
      ['despesa', 'despesas'],
    ] as const) {
      const standard = STANDARD_PLANO_DE_CONTAS.filter((c) => standardTypeOf(c.code) === type);
      const table = main.getByRole('table', { name: `Plano de contas: ${label}` });
      await expect(table.getByRole('row')).toHaveCount(standard.length + 1);
      const first = standard[0];
      if (!first) throw new Error(`no standard ${label}`);
      await expect(table.getByRole('row').filter({ hasText: first.name }).first()).toBeVisible();
    }
  });
});
