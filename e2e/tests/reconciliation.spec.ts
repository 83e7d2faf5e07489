import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { apiHeaders } from '../support/movements';
import type { Account } from 'shared/session';

// Issue 23 item 1 end to end: an Itaú statement whose closing balance (LEDGERBAL) is what Fluxo
// holds once its one line is imported; the account then says "Conciliado até" that day. At
// 390 px in dark mode, through the production build and the real API.

const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const brDate = (iso: string) => iso.split('-').reverse().join('/');

async function createAccount(
  request: APIRequestContext,
  account: Account,
  name: string,
  number: string,
): Promise<string> {
  const response = await request.post('/v1/companies/bank-accounts', {
    headers: apiHeaders(account),
    data: {
      name,
      bank_code: '341',
      bank_name: 'Itaú Unibanco',
      agency: '0001',
      account_number: number,
      account_digit: '7',
      type: 'corrente',
      opening_balance_cents: 100_000,
      opening_balance_date: '2025-01-01',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** An Itaú statement of account `number`-7 on `day`: one line and the closing balance. */
function statement(
  run: string,
  number: string,
  day: string,
  line = { amount: '-10.00', memo: `TAR PACOTE ${run}` },
  balance = '990.00',
): Buffer {
  const date = day.replaceAll('-', '');
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n' +
      `<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>${number}-7\n</BANKACCTFROM>\n<BANKTRANLIST>\n` +
      `<DTSTART>${date}\n<DTEND>${date}\n` +
      `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${date}120000[-3:BRT]\n<TRNAMT>${line.amount}\n<FITID>${run}-1\n<MEMO>${line.memo}\n</STMTTRN>\n` +
      `</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>${balance}\n<DTASOF>${date}\n</LEDGERBAL>\n` +
      '</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
}

test.describe('bank reconciliation', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('should import a statement and show the account reconciled until its day', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const number = run.slice(-8);
    const name = `Itaú conciliação ${run}`;
    const today = saoPauloToday();
    await createAccount(request, demoAccount, name, number);

    await storeTheme(page, 'dark');
    await page.goto('/empresa/contas-bancarias');
    const main = mainArea(page);
    const row = main.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Nenhum extrato importado')).toBeVisible();

    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    await main.getByLabel('Arquivo do extrato').setInputFiles({
      name: `itau-${run}.ofx`,
      mimeType: 'application/x-ofx',
      buffer: statement(run, number, today),
    });
    // The file's bank by name, from the Central Bank's list.
    await expect(
      main.getByText(`Reconhecida pelo arquivo (Itaú Unibanco (341), conta ${number}-7).`),
    ).toBeVisible();
    const table = main.getByRole('table', { name: 'Linhas do extrato' });
    await table.getByLabel(/O que fazer com a linha/).selectOption('create');
    const category = table.getByLabel(/Categoria do movimento da linha/);
    if ((await category.inputValue()) === '') await category.selectOption({ index: 1 });
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(main.getByText(/Importação concluída/)).toBeVisible();

    await page.goto('/empresa/contas-bancarias');
    const reconciled = row.getByText(`Conciliado até ${brDate(today)}`);
    await expect(reconciled).toBeVisible();
    await expect(row).toContainText(`Último extrato: ${brDate(today)} (itau-${run}.ofx)`);
    await expectAccessible(page);
    // The table scrolls sideways at 390 px: show the status in the picture.
    await reconciled.evaluate((element) =>
      element.scrollIntoView({ inline: 'end', block: 'center' }),
    );
    await page.screenshot({ path: test.info().outputPath('reconciled-390-dark.png') });
  });

  test('should make a Pix to the company itself one transfer that both statements reconcile', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const today = saoPauloToday();
    const names = { from: `Itaú origem ${run}`, to: `Itaú destino ${run}` };
    const numbers = { from: `1${run.slice(-7)}`, to: `2${run.slice(-7)}` };
    await createAccount(request, demoAccount, names.from, numbers.from);
    await createAccount(request, demoAccount, names.to, numbers.to);
    const headers = apiHeaders(demoAccount);
    const company = await request.get(`/v1/companies/${headers['x-company-id']}`, { headers });
    const digits = ((await company.json()) as { document: string }).document.replace(/\D/g, '');
    const cnpj = digits.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');

    await storeTheme(page, 'dark');
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    const main = mainArea(page);
    const table = main.getByRole('table', { name: 'Linhas do extrato' });
    // 250,00 out of the first account by a Pix to the company's own CNPJ.
    await main.getByLabel('Arquivo do extrato').setInputFiles({
      name: `origem-${run}.ofx`,
      mimeType: 'application/x-ofx',
      buffer: statement(
        run,
        numbers.from,
        today,
        {
          amount: '-250.00',
          memo: `PIX ENVIADO ${cnpj}`,
        },
        '750.00',
      ),
    });
    await expect(table.getByText(/CNPJ\/CPF da própria empresa/)).toBeVisible();
    await expect(table.getByLabel(/O que fazer com a linha/)).toHaveValue('transfer');
    // The demo company has several accounts: the person says which one received it.
    const other = table.getByLabel(/Outra conta da transferência da linha/);
    await other.selectOption({ label: names.to });
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath('transfer-390-dark.png'),
      fullPage: true,
    });
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(main.getByText(/Importação concluída/)).toBeVisible();

    // The receiving account's statement: the same transfer, already recorded, nothing to choose.
    await page.goto('/importacao');
    await expectRemotePage(page, 'Importação de extrato');
    await main.getByLabel('Arquivo do extrato').setInputFiles({
      name: `destino-${run}.ofx`,
      mimeType: 'application/x-ofx',
      buffer: statement(
        run,
        numbers.to,
        today,
        {
          amount: '250.00',
          memo: 'PIX RECEBIDO SOUZA',
        },
        '1250.00',
      ),
    });
    await expect(table.getByText('Transferência', { exact: true })).toBeVisible();
    await expect(table.getByText(/já registrada/)).toBeVisible();
    await expect(table.getByLabel(/Outra conta da transferência da linha/)).toHaveValue(
      /[0-9a-f-]{36}/,
    );
    await main.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(main.getByText(/Importação concluída/)).toBeVisible();

    // Both balances moved by the transfer, and neither account has a despesa or receita more.
    await page.goto('/empresa/contas-bancarias');
    for (const name of [names.from, names.to]) {
      const row = main.getByRole('row').filter({ hasText: name });
      await expect(row.getByText(`Conciliado até ${brDate(today)}`)).toBeVisible();
    }
  });
});
