import { expectAccessible } from '../support/axe';
import { brl, insightsBaseline, insightsOf, isoDate, today } from '../support/dashboards';
import {
  expect,
  expectRemotePage,
  mainArea,
  startApp,
  storeTheme,
  test,
} from '../support/fixtures';
import {
  DEMO_CNPJ,
  buildZip,
  sampleNfeCancellationXml,
  sampleNfeKey,
  sampleNfeXml,
} from '../support/fiscal-notes';
import { joinAsFinance } from '../support/members';
import { apiHeaders, pageOf, searchMovements } from '../support/movements';

// Contas a pagar from NF-e XMLs (issue 22) end to end, through the production build and the real
// API: a ZIP of 20 files (15 good notes, a copy of one, one for another company, a cancelled note
// with its cancellation event, a broken file) → the preview says what each becomes or why not →
// confirm → the parcelas are in the list (found by the chave) and in the dashboard's cards.

const SUPPLIER = '44555666000199';
const ISSUED_AT = '2026-11-10T10:00:00-03:00';

test.describe('fiscal notes in', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 900 } });

  test('should preview a mixed ZIP, import the good notes and show them in the list and cards', async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(180_000);
    const { month, before } = await insightsBaseline(request, demoAccount);
    const dueToday = isoDate(today());
    const nextYear = isoDate({ ...today(), year: today().year + 1 });
    // Note numbers unique to this run: a chave is imported once per company, ever.
    const base = (Date.now() % 9_000_000) * 100;
    const note = (number: number, recipient = DEMO_CNPJ) =>
      sampleNfeXml({
        issuerCnpj: SUPPLIER,
        recipientCnpj: recipient,
        number,
        issuedAt: ISSUED_AT,
        issuerName: 'Atacadão E2E Ltda',
        // One parcela due today (this month's cards), one a year on.
        installments: [
          { dueDate: dueToday, amountCents: 10_000 + (number % 100) },
          { dueDate: nextYear, amountCents: 5_000 },
        ],
      });
    const good = Array.from({ length: 15 }, (_, index) => base + index + 1);
    const cancelled = base + 50;
    const entries = [
      ...good.map((number) => ({
        name: `notas/nfe-${number}.xml`,
        data: Buffer.from(note(number)),
      })),
      { name: 'notas/copia.xml', data: Buffer.from(note(good[0]!)) },
      { name: 'notas/outra-empresa.xml', data: Buffer.from(note(base + 60, '27504831000157')) },
      { name: 'notas/cancelada.xml', data: Buffer.from(note(cancelled)) },
      {
        name: 'notas/cancelamento.xml',
        data: Buffer.from(sampleNfeCancellationXml(sampleNfeKey(SUPPLIER, cancelled, ISSUED_AT))),
      },
      { name: 'notas/quebrada.xml', data: Buffer.from('<nfeProc><NFe>') },
    ];
    const dueThisMonth = good.reduce((sum, number) => sum + 10_000 + (number % 100), 0);

    await storeTheme(page, 'light');
    await page.goto('/movimentacoes');
    await expectRemotePage(page, 'Movimentações');
    await mainArea(page).getByRole('link', { name: 'Importar notas fiscais' }).click();
    await expectRemotePage(page, 'Notas fiscais');
    const main = mainArea(page);
    await main.getByLabel('XMLs ou ZIP das notas fiscais').setInputFiles({
      name: `notas-${base}.zip`,
      mimeType: 'application/zip',
      buffer: buildZip(entries),
    });
    await expect(
      main.getByText('20 arquivos: 15 notas prontas para importar, 5 ficam de fora.'),
    ).toBeVisible();
    const out = main.getByRole('list', { name: 'Ficam de fora' });
    await expect(out.getByTestId('fiscal-document')).toHaveCount(5);
    await expect(out.getByText('De outra empresa', { exact: true })).toBeVisible();
    await expect(out.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(out.getByText('Evento de cancelamento', { exact: true })).toBeVisible();
    await expect(out.getByText('Já importada', { exact: true })).toBeVisible();
    await expect(out.getByText('Arquivo com problema', { exact: true })).toBeVisible();
    await expect(out.getByText(/quebrada\.xml/).first()).toBeVisible();
    const ready = main.getByRole('list', { name: 'Prontas para importar' });
    await expect(ready.getByTestId('fiscal-document')).toHaveCount(15);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('preview-1366.png'), fullPage: true });

    await main.getByRole('button', { name: 'Importar 15 notas (30 parcelas)' }).click();
    await expect(
      main.getByText('Importação concluída: 15 notas, 30 parcelas criadas.'),
    ).toBeVisible();

    // In the list, by the chave pasted as the DANFE prints it; and in the API, by the run.
    const key = sampleNfeKey(SUPPLIER, good[0]!, ISSUED_AT);
    const table = await searchMovements(page, key.replace(/(.{4})/g, '$1 ').trim());
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`NF-e ${good[0]}`);
    const imported = await pageOf(request, demoAccount, {
      search: 'Atacadão E2E',
      start_date: dueToday,
      end_date: dueToday,
      limit: '100',
    });
    expect(imported.items.filter((m) => m.fiscal_key !== null).length).toBeGreaterThanOrEqual(15);

    // The cards: this month's despesa grows by exactly the parcelas due today.
    const after = await insightsOf(request, demoAccount, month);
    expect(after.total_expense - before.total_expense).toBe(dueThisMonth);
    await page.goto('/');
    await startApp(page);
    await expectRemotePage(page, /\S/);
    await expect(
      mainArea(page)
        .locator('dl')
        .filter({ has: page.getByText('Despesa total', { exact: true }) })
        .getByRole('definition'),
    ).toHaveText(brl(after.total_expense));
  });

  test('should hold a note a finance member imports above the threshold until the owner approves it on a phone, then pay it', async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(180_000);
    const owner = apiHeaders(demoAccount);
    const unique = Date.now().toString(36);
    const finance = await joinAsFinance(request, owner, {
      email: `notas.${unique}@padaria-exemplo.com.br`,
      name: 'Núbia das Notas',
      password: 'Notas2026aprovar',
    });
    const setting = await request.put('/v1/companies/approvals/settings', {
      headers: owner,
      data: { threshold_cents: 50_000 },
    });
    expect(setting.status(), await setting.text()).toBe(200);
    try {
      const number = (Date.now() % 9_000_000) * 100 + 99;
      const zip = buildZip([
        {
          name: `nfe-${number}.xml`,
          data: Buffer.from(
            sampleNfeXml({
              issuerCnpj: SUPPLIER,
              recipientCnpj: DEMO_CNPJ,
              number,
              issuedAt: ISSUED_AT,
              issuerName: 'Atacadão E2E Ltda',
              // 400,00 each, 800,00 the note: above the threshold as one purchase.
              installments: [
                { dueDate: isoDate(today()), amountCents: 40_000 },
                { dueDate: isoDate({ ...today(), year: today().year + 1 }), amountCents: 40_000 },
              ],
            }),
          ),
        },
      ]);
      const upload = (url: string, payload: unknown) =>
        request.post(url, {
          headers: finance,
          multipart: {
            payload: JSON.stringify(payload),
            file: { name: 'nota.zip', mimeType: 'application/zip', buffer: zip },
          },
        });
      const previewed = await upload('/v1/companies/fiscal-imports/preview', {});
      expect(previewed.status(), await previewed.text()).toBe(200);
      const preview = (await previewed.json()) as {
        documents: { status: string; awaits_approval: boolean }[];
      };
      expect(preview.documents.map((d) => [d.status, d.awaits_approval])).toEqual([
        ['ready', true],
      ]);
      const confirmed = await upload('/v1/companies/fiscal-imports', { expected_documents: 1 });
      expect(confirmed.status(), await confirmed.text()).toBe(201);
      const key = sampleNfeKey(SUPPLIER, number, ISSUED_AT);
      const parcels = await pageOf(request, demoAccount, {
        search: key,
        start_date: isoDate(today()),
        end_date: isoDate({ ...today(), year: today().year + 1 }),
      });
      expect(parcels.items.map((m) => m.approval?.status)).toEqual([
        'pending_approval',
        'pending_approval',
      ]);
      const refused = await request.post(
        `/v1/companies/movements/${parcels.items[0]!.id}/payments`,
        {
          headers: finance,
          data: { paid_on: isoDate(today()), amount_cents: 40_000 },
        },
      );
      expect(refused.status()).toBe(409);

      // The owner, on a phone in dark mode, approves both parcelas from the queue.
      await page.setViewportSize({ width: 390, height: 844 });
      await storeTheme(page, 'dark');
      await page.goto('/movimentacoes/aprovacoes');
      await expectRemotePage(page, 'Aprovações');
      const queue = mainArea(page).getByRole('list', { name: 'Pagamentos aguardando aprovação' });
      // Named by the supplier's trade name (xFant), as the list names it.
      const description = `NF-e ${number} — Fornecedora`;
      for (let left = 2; left > 0; left--) {
        await expect(queue.getByText(description)).toHaveCount(left);
        await queue
          .getByRole('button', { name: `Aprovar ${description}` })
          .first()
          .click();
        const drawer = page.getByRole('alertdialog', { name: 'Aprovar pagamentos' });
        await drawer.getByRole('button', { name: 'Aprovar' }).click();
        await expect(page.getByText('1 pagamento(s) aprovado(s).').first()).toBeVisible();
      }
      await expect(queue.getByText(description)).toHaveCount(0);
      await expectAccessible(page);

      const paid = await request.post(`/v1/companies/movements/${parcels.items[0]!.id}/payments`, {
        headers: finance,
        data: { paid_on: isoDate(today()), amount_cents: 40_000 },
      });
      expect(paid.status(), await paid.text()).toBe(201);
    } finally {
      await request.put('/v1/companies/approvals/settings', {
        headers: owner,
        data: { threshold_cents: null },
      });
    }
  });
});
