import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { apiHeaders, leafCategory } from '../support/movements';
import type { Account } from 'shared/session';

// Issue 23 end to end, through the production build and the real API: a rule written on
// /importacao/regras and the company's own history make most of a statement ready; auto-conciliação
// pre-accepts them; the one line left is reviewed alone; one click confirms; the account then
// says "Conciliado até" the statement's day, because its closing balance checks out.

const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const brDate = (iso: string) => iso.split('-').reverse().join('/');

function daysBefore(iso: string, days: number) {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function post(request: APIRequestContext, account: Account, url: string, data: unknown) {
  const response = await request.post(url, { headers: apiHeaders(account), data });
  expect(response.ok(), `POST ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<{ id: string }>;
}

/** Four lines on `day`: two bank fees, a bakery the company always files the same way, a stranger. */
function statement(run: string, number: string, day: string): Buffer {
  const date = day.replaceAll('-', '');
  const line = (id: number, cents: number, memo: string) =>
    `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${date}120000[-3:BRT]\n<TRNAMT>${(cents / 100).toFixed(2)}\n<FITID>${run}-${id}\n<MEMO>${memo}\n</STMTTRN>\n`;
  // 1.000,00 opening balance less the four lines.
  const closing = (100_000 - 1_290 - 890 - 4_537 - 12_345) / 100;
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n' +
      `<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>${number}-7\n</BANKACCTFROM>\n<BANKTRANLIST>\n` +
      `<DTSTART>${date}\n<DTEND>${date}\n` +
      line(1, -1_290, `TAR PACOTE SERVICOS ${run}`) +
      line(2, -890, `TAR TED INTERNET ${run}`) +
      line(3, -4_537, `PIX ENVIADO PADARIA ESTRELA ${run.slice(-4)}`) +
      line(4, -12_345, `PIX ENVIADO FULANO DE TAL ${run.slice(-4)}`) +
      `</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>${closing.toFixed(2)}\n<DTASOF>${date}\n</LEDGERBAL>\n` +
      '</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
}

test.describe('conciliação that runs itself', () => {
  test.use({ signedIn: true });

  test('should make most lines ready by rule and history, review the rest and reconcile the account', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const number = run.slice(-8);
    const name = `Itaú regras ${run}`;
    const today = saoPauloToday();
    const expense = await leafCategory(request, demoAccount, 'despesa');
    await post(request, demoAccount, '/v1/companies/bank-accounts', {
      name,
      bank_code: '341',
      bank_name: 'Itaú Unibanco',
      agency: '0001',
      account_number: number,
      account_digit: '7',
      type: 'corrente',
      opening_balance_cents: 100_000,
      opening_balance_date: '2025-01-01',
    });
    // The company's history: the same bakery, filed the same way three months running.
    for (const months of [1, 2, 3]) {
      await post(request, demoAccount, '/v1/companies/movements', {
        type: 'despesa',
        description: `PIX ENVIADO PADARIA ESTRELA ${run.slice(-4)}`,
        amount_cents: 4_000 + months,
        due_date: daysBefore(today, months * 30),
        category_id: expense.id,
      });
    }

    // A rule, written as a person would, on the rules page.
    await page.goto('/importacao/regras');
    await expectRemotePage(page, 'Regras de conciliação');
    const main = mainArea(page);
    await main.getByRole('button', { name: 'Nova regra' }).first().click();
    const form = page.getByRole('form', { name: 'Regra' });
    await form.getByLabel('Nome da regra').fill(`Tarifas ${run}`);
    await form.getByLabel('Descrição', { exact: true }).selectOption('starts_with');
    await form.getByLabel('Texto da descrição').fill('TAR');
    await form.getByLabel('Tipo').selectOption('despesa');
    const category = form.getByRole('combobox', { name: 'Categoria' });
    await category.click();
    await category.fill(expense.name);
    await page
      .getByRole('option', { name: new RegExp(expense.name) })
      .first()
      .click();
    await expect(form.getByText(/casaria com/i)).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Salvar regra' }).click();
    await expect(main.getByText(`Tarifas ${run}`)).toBeVisible();

    // The statement: auto-conciliação on for this account, then three of four lines are ready.
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    await main.getByLabel('Arquivo do extrato').setInputFiles({
      name: `itau-${run}.ofx`,
      mimeType: 'application/x-ofx',
      buffer: statement(run, number, today),
    });
    await expect(main.getByText(/Reconhecida pelo arquivo/)).toBeVisible();
    await main.getByText('Conciliação automática desta conta').click();
    await expect(main.getByText('3 de 4 prontas, 1 para revisar')).toBeVisible();
    const table = main.getByRole('table', { name: 'Linhas do extrato' });
    await expect(table.getByText(`Regra: Tarifas ${run}`).first()).toBeVisible();
    await expect(table.getByText(/3 das últimas 3 'PIX ENVIADO PADARIA ESTRELA/)).toBeVisible();
    await expectAccessible(page);

    // Only the line to review, decided by hand, then one click for the batch.
    await main.getByRole('button', { name: 'Mostrar só a 1 para revisar' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByLabel(/O que fazer com a linha/).selectOption('create');
    const lineCategory = table.getByLabel(/Categoria do movimento da linha/);
    if ((await lineCategory.inputValue()) === '') await lineCategory.selectOption({ index: 1 });
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(main.getByText(/Importação concluída/)).toBeVisible();

    await page.goto('/empresa/contas-bancarias');
    const row = main.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(`Conciliado até ${brDate(today)}`)).toBeVisible();
  });

  test('should show the rules page and its form at 390 px in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storeTheme(page, 'dark');
    await page.goto('/importacao/regras');
    await expectRemotePage(page, 'Regras de conciliação');
    await expectAccessible(page);
    await mainArea(page).getByRole('button', { name: 'Nova regra' }).first().click();
    await expect(page.getByRole('form', { name: 'Regra' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('rules-form-390-dark.png') });
  });
});
