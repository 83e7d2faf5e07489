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
) {
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
}

function statement(run: string, number: string, day: string): Buffer {
  const date = day.replaceAll('-', '');
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n' +
      `<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>${number}-7\n</BANKACCTFROM>\n<BANKTRANLIST>\n` +
      `<DTSTART>${date}\n<DTEND>${date}\n` +
      `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${date}120000[-3:BRT]\n<TRNAMT>-10.00\n<FITID>${run}-1\n<MEMO>TAR PACOTE ${run}\n</STMTTRN>\n` +
      `</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>990.00\n<DTASOF>${date}\n</LEDGERBAL>\n` +
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
});
