import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Account } from 'shared/session';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { apiHeaders, leafCategory } from '../support/movements';

// Spreadsheet import of contas a pagar e a receber (issue #10 item 6) end to end, through the
// real API and the production build: from the movements list, download the template, upload a
// CSV with one bad row, see its line and reason, download the rejected rows, confirm, see the
// movements in the list, undo.

const HEADER =
  'Tipo;Descrição;Valor;Vencimento;Competência;Categoria;Centro de custo;Fornecedor/Cliente;Conta bancária;Nº do documento;Observações;Pago em;CPF/CNPJ do fornecedor/cliente';

/** Today in São Paulo as dd/mm/aaaa: the list opens on the current month. */
const saoPauloToday = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function movementsNamed(request: APIRequestContext, account: Account, search: string) {
  const response = await request.get('/v1/companies/movements', {
    headers: apiHeaders(account),
    params: { search },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { description: string }[] }).items;
}

test.describe('spreadsheet import', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 900 } });

  test('should download the template, show the bad row, import, list and undo', async ({
    page,
    request,
    demoAccount,
  }) => {
    const run = String(Date.now());
    const expense = await leafCategory(request, demoAccount, 'despesa');
    const income = await leafCategory(request, demoAccount, 'receita');
    const name = `contas-${run}.csv`;
    const today = saoPauloToday();
    const file = Buffer.from(
      [
        HEADER,
        `Despesa;Aluguel planilha ${run};1.234,56;${today};;${expense.code};;;;;;;`,
        `Despesa;Data ruim ${run};10,00;31/02/2026;;${expense.code};;;;;;;`,
        `Receita;Venda planilha ${run};987,65;${today};;${income.code};;;;;;;`,
      ].join('\r\n'),
    );

    await storeTheme(page, 'light');
    await page.goto('/movimentacoes');
    await expectRemotePage(page, 'Movimentações');
    await mainArea(page).getByRole('link', { name: 'Importar planilha' }).click();
    await expectRemotePage(page, 'Importar planilha');
    const main = mainArea(page);

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Baixar modelo CSV' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('modelo-importacao-movimentacoes.csv');
    const templateText = readFileSync(await template.path(), 'utf8').replace(/^\ufeff/, '');
    expect(templateText.split('\r\n')[0]).toBe(HEADER);

    await main
      .getByLabel('Planilha de movimentações')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: file });
    await expect(main.getByText('3 linhas: 2 válidas, 1 rejeitada.')).toBeVisible();
    const errors = main.getByRole('table', { name: 'Linhas rejeitadas' });
    await expect(
      errors.getByRole('row', { name: /3 Vencimento a data 31\/02\/2026 não existe/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true });

    const [rejected] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Baixar linhas rejeitadas (CSV)' }).click(),
    ]);
    expect(rejected.suggestedFilename()).toBe(`contas-${run}-rejeitadas.csv`);
    const rejectedText = readFileSync(await rejected.path(), 'utf8');
    expect(rejectedText).toContain('Motivo');
    expect(rejectedText).toContain('Linha 3: Vencimento: a data 31/02/2026 não existe.');

    await main.getByRole('button', { name: 'Importar 2 movimentações' }).click();
    await expect(
      main.getByText(
        'Importação concluída: 2 movimentações criadas; 1 linha rejeitada ficou de fora.',
      ),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Ver movimentações' }).click();
    await expectRemotePage(page, 'Movimentações');
    await page.goto(`/movimentacoes?busca=${encodeURIComponent(`planilha ${run}`)}`);
    await expectRemotePage(page, 'Movimentações');
    await expect(mainArea(page).getByText(`Aluguel planilha ${run}`)).toBeVisible();
    await expect(mainArea(page).getByText(`Venda planilha ${run}`)).toBeVisible();

    await page.goto('/movimentacoes/importacao');
    await expectRemotePage(page, 'Importar planilha');
    const batches = mainArea(page).getByRole('table', { name: 'Importações de planilha' });
    await batches.getByRole('button', { name: `Desfazer importação de ${name}` }).click();
    await expect(mainArea(page).getByText(`Importação de ${name} desfeita.`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('undone.png'), fullPage: true });
    expect(await movementsNamed(request, demoAccount, `planilha ${run}`)).toEqual([]);
  });

  test('should pass axe in dark mode with a preview and its errors on screen', async ({ page }) => {
    await storeTheme(page, 'dark');
    await page.goto('/movimentacoes/importacao');
    await expectRemotePage(page, 'Importar planilha');
    await mainArea(page)
      .getByLabel('Planilha de movimentações')
      .setInputFiles({
        name: 'ruim.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${HEADER}\r\nTransferência;X;0;31/02/2026;;Nada;;;;;;;\r\n`),
      });
    await expect(mainArea(page).getByText('1 linha: 0 válidas, 1 rejeitada.')).toBeVisible();
    await expect(mainArea(page).getByRole('table', { name: 'Linhas rejeitadas' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('dark.png'), fullPage: true });
  });
});
