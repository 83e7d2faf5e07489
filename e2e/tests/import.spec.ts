import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { apiHeaders, expenseLeafCategory, totalsOf } from '../support/movements';
import type { Account } from 'shared/session';

// Bank statement import (issue #10) end to end: a generated OFX for a new bank account of the
// demo company, through the real API and the production build: upload, preview with a match and
// a new line, confirm, the totals move, re-upload (all duplicates), undo.

const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function post<T>(request: APIRequestContext, account: Account, url: string, data: object) {
  const response = await request.post(url, { headers: apiHeaders(account), data });
  expect(response.ok(), `POST ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

function statement(run: string, accountNumber: string, day: string): Buffer {
  const date = day.replaceAll('-', '');
  const transaction = (id: string, amount: string, memo: string) =>
    `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${date}120000[-3:BRT]\n<TRNAMT>${amount}\n<FITID>${run}-${id}\n<MEMO>${memo}\n</STMTTRN>\n`;
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n' +
      `<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0999\n<ACCTID>${accountNumber}-7\n</BANKACCTFROM>\n<BANKTRANLIST>\n` +
      transaction('1', '-1234.56', `PAG BOLETO ENERGIA ${run}`) +
      transaction('2', '987.65', `PIX RECEBIDO CLIENTE ${run}`) +
      '</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
}

async function upload(page: Page, name: string, bytes: Buffer): Promise<void> {
  await mainArea(page)
    .getByLabel('Arquivo do extrato')
    .setInputFiles({ name, mimeType: 'application/x-ofx', buffer: bytes });
}

test.describe('statement import', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 900 } });

  test('should preview, confirm, move the totals, see the re-upload as duplicates and undo', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const accountNumber = run.slice(-8);
    const today = saoPauloToday();
    await post(request, demoAccount, '/v1/companies/bank-accounts', {
      name: `Banco E2E ${run}`,
      bank_code: '999',
      bank_name: 'Banco E2E',
      agency: '0001',
      account_number: accountNumber,
      account_digit: '7',
      type: 'corrente',
      opening_balance_cents: 0,
      opening_balance_date: '2025-01-01',
    });
    await post(request, demoAccount, '/v1/companies/movements', {
      type: 'despesa',
      description: `Energia ${run}`,
      amount_cents: 123_456,
      due_date: today,
      category_id: await expenseLeafCategory(request, demoAccount),
    });
    const day = { start_date: today, end_date: today };
    const before = await totalsOf(request, demoAccount, day);
    const file = statement(run, accountNumber, today);
    const name = `extrato-${run}.ofx`;

    await storeTheme(page, 'light');
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    await upload(page, name, file);
    const main = mainArea(page);
    await expect(main.getByText('2 linhas: 1 novas, 1 conciliáveis, 0 duplicadas.')).toBeVisible();
    await expect(main.getByText(/Reconhecida pelo arquivo/)).toBeVisible();
    const table = main.getByRole('table', { name: 'Linhas do extrato' });
    await expect(
      table.getByText("mesmo valor, vencimento no mesmo dia, 'ENERGIA' na descrição"),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true });

    // The new credit: created on a receita category, chosen with the keyboard-usable select.
    const action = table.getByLabel(/O que fazer com a linha/).nth(1);
    await action.selectOption('create');
    const category = table.getByLabel(/Categoria do movimento da linha/);
    if ((await category.inputValue()) === '') {
      await category.selectOption({ index: 1 });
    }
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(
      main.getByText(/Importação concluída: 1 baixa\(s\), 1 movimento\(s\) criado\(s\)/),
    ).toBeVisible();

    const after = await totalsOf(request, demoAccount, day);
    expect(after.expense.paid_cents - before.expense.paid_cents).toBe(123_456);
    expect(after.income.paid_cents - before.income.paid_cents).toBe(98_765);

    await upload(page, name, file);
    await expect(main.getByText('2 linhas: 0 novas, 0 conciliáveis, 2 duplicadas.')).toBeVisible();
    await expect(table.getByText('Já importada: fica de fora.')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('re-upload.png'), fullPage: true });

    const batches = main.getByRole('table', { name: 'Importações' });
    await batches.getByRole('button', { name: `Desfazer importação de ${name}` }).click();
    await expect(main.getByText(`Importação de ${name} desfeita.`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('undone.png'), fullPage: true });
    const undone = await totalsOf(request, demoAccount, day);
    expect(undone.expense.paid_cents).toBe(before.expense.paid_cents);
    expect(undone.income.paid_cents).toBe(before.income.paid_cents);
  });

  test('should pass axe with a preview on screen in dark mode and name the line of bad input', async ({
    page,
  }) => {
    await storeTheme(page, 'dark');
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    await upload(page, 'ruim.csv', Buffer.from('Data;Descrição;Valor\n31/02/2026;X;-1,00\n'));
    await expect(mainArea(page).getByRole('alert')).toHaveText(
      'Linha 2: a data "31/02/2026" não existe.',
    );
    await expectAccessible(page);
  });

  test('should remember the CSV columns chosen for an account and apply them next time, in dark mode', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const accountName = `Banco CSV ${run}`;
    await post(request, demoAccount, '/v1/companies/bank-accounts', {
      name: accountName,
      bank_code: '998',
      bank_name: 'Banco CSV',
      agency: '0001',
      account_number: run.slice(-8),
      account_digit: '3',
      type: 'corrente',
      opening_balance_cents: 0,
      opening_balance_date: '2025-01-01',
    });
    const csv = Buffer.from(
      'Data;Lançamento;Detalhe;Valor\n' +
        `02/01/2026;PIX ENVIADO;ALUGUEL ${run};-1.500,00\n` +
        `03/01/2026;PIX RECEBIDO;VENDA ${run};250,00\n`,
    );
    const name = `extrato-${run}.csv`;
    await storeTheme(page, 'dark');
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    const main = mainArea(page);
    await main.getByLabel('Conta bancária do extrato').selectOption({ label: accountName });
    await upload(page, name, csv);
    const panel = main.getByRole('group', { name: 'Colunas do CSV' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Descrição').selectOption({ label: 'Detalhe' });
    await panel.getByRole('button', { name: 'Ler com estas colunas' }).click();
    const table = main.getByRole('table', { name: 'Linhas do extrato' });
    await expect(table.getByText(`ALUGUEL ${run}`, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(main.getByText(/Importação concluída/)).toBeVisible();

    await upload(page, name, csv);
    await expect(
      panel.getByText(
        'Colunas lembradas da última importação desta conta. Ajuste se o arquivo mudou.',
      ),
    ).toBeVisible();
    await expect(panel.getByLabel('Descrição')).toHaveValue('2');
    await expect(table.getByText(`VENDA ${run}`, { exact: true })).toBeVisible();
    await expect(main.getByText('2 linhas: 0 novas, 0 conciliáveis, 2 duplicadas.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('csv-remembered.png'), fullPage: true });
  });

  test('should show the processing steps with counts for a 10k-line statement and keep the table virtual', async ({
    page,
  }) => {
    const lines = Array.from({ length: 10_000 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      return `${day}/01/2026;PIX LINHA ${i};-${(i % 900) + 10},${String(i % 100).padStart(2, '0')}`;
    });
    const csv = Buffer.from(`Data;Descrição;Valor\n${lines.join('\n')}\n`);
    await storeTheme(page, 'light');
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    const main = mainArea(page);
    // Every text the progress shows, as the DOM changes: the steps can pass faster than a poll.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressTexts: string[] }).progressTexts = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (/de 10\.000 linhas/.test(text) && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await upload(page, 'grande.csv', csv);
    await expect(main.getByText(/^10000 linhas:/)).toBeVisible({ timeout: 60_000 });
    const rows = main.getByRole('table', { name: 'Linhas do extrato' }).getByRole('row');
    expect(await rows.count()).toBeLessThan(60);
    const texts = await page.evaluate(
      () => (window as unknown as { progressTexts: string[] }).progressTexts,
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(/^Lendo o extrato: [\d.]+ de 10\.000 linhas [a-zà-ú ]+…$/);
    }

    await expectAccessible(page);
  });
});
