import { cpfWithCheckDigits } from '../../shared/src/contracts/common/documents';
import { expectAccessible } from '../support/axe';
import { addDays, todayIso } from '../../shared/src/format/dates';
import { expect, test } from '../support/fixtures';
import { apiHeaders, leafCategory } from '../support/movements';
import { latestMail } from '../support/outbox';
import { payerPage } from '../support/payer';

// Issue 21, item 5 end to end on the production build, the real API and its job queue: the régua
// turned on in Empresa › Régua de cobrança plans and sends at once (REMINDER_HOURS=0-23 here), a
// client with an e-mail receives the Pix of a receivable due in 3 days, the charge's drawer logs
// it, and the client stops the reminders from the e-mail's link, signed out, at 390 px.

const SETTINGS_URL = '/v1/companies/reminder-settings';

test.describe('régua de cobrança', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should e-mail a client the charge once the régua is on, log it, and let the client stop it', async ({
    page,
    request,
    demoAccount,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    const headers = apiHeaders(demoAccount);
    const stamp = Date.now();
    const email = `cliente-${stamp}@lembretes.test`;
    const client = await request.post('/v1/companies/clients', {
      headers,
      data: {
        name: `Cliente Régua ${stamp}`,
        document: cpfWithCheckDigits(String(100_000_000 + (stamp % 800_000_000))),
        email,
      },
    });
    expect(client.status(), await client.text()).toBe(201);
    const { id: clientId } = (await client.json()) as { id: string };
    const category = await leafCategory(request, demoAccount, 'receita');
    const description = `E2E régua ${stamp}`;
    const created = await request.post('/v1/companies/movements', {
      headers,
      data: {
        type: 'receita',
        description,
        amount_cents: 45_678,
        due_date: addDays(todayIso(), 3),
        category_id: category.id,
        supplier_id: clientId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [movement] = (await created.json()) as { id: string }[];
    if (!movement) throw new Error('no movement created');

    try {
      await page.goto('/empresa/regua-de-cobranca');
      const first = page.getByRole('region', { name: 'Lembrete 1: 3 dias antes do vencimento' });
      await expect(first).toBeVisible();
      await first.getByRole('button', { name: 'Ver prévia' }).click();
      await expect(first.getByRole('region', { name: 'Prévia do lembrete 1' })).toContainText(
        'Olá, Maria Souza.',
      );
      await expectAccessible(page);

      await page
        .getByRole('checkbox', { name: 'Enviar lembretes de cobrança por e-mail aos clientes' })
        .check({ force: true });
      await page.getByRole('button', { name: 'Salvar régua' }).click();
      await expect(page.getByText('Régua de cobrança ligada')).toBeVisible();

      // The save asked for a plan; the queue's workers plan and send within seconds.
      const mail = await latestMail(email, 'reminder', 60_000);
      expect(mail.subject).toContain(`${description} vence em`);
      expect(mail.text).toMatch(/R\$\s456,78/);
      expect(mail.html).toContain('cid:qr-pix@fluxo');
      const link = new URL(mail.data.link ?? '');
      expect(link.pathname).toMatch(/^\/cobranca\/[A-Za-z0-9_-]+$/);

      // The charge's drawer shows what was sent.
      await page.goto(`/movimentacoes?cobranca-pix=${movement.id}`);
      const drawer = page.getByRole('dialog', { name: 'Cobrança Pix' });
      const log = drawer.getByRole('region', { name: 'Lembretes por e-mail' });
      await expect(log.getByRole('listitem').first()).toContainText('Enviado');
      await expect(log).toContainText('3 dias antes do vencimento');
      await expectAccessible(page);

      // The client, signed out on a phone, follows the e-mail's way out.
      for (const mode of ['light', 'dark'] as const) {
        const { page: payer, close } = await payerPage(
          browser,
          baseURL,
          `${link.pathname}?lembretes=parar`,
          mode,
        );
        try {
          const ask = payer.getByRole('region', { name: /Parar os lembretes de/ });
          await expect(ask).toBeVisible();
          await expectAccessible(payer);
          if (mode === 'dark') {
            await ask.getByRole('button', { name: 'Não quero mais receber lembretes' }).click();
            await expect(payer.getByText(/não enviará mais lembretes de cobrança/)).toBeVisible();
          }
        } finally {
          await close();
        }
      }
    } finally {
      // The demo company as it was: its régua off.
      const settings = await request.get(SETTINGS_URL, { headers });
      const current = (await settings.json()) as { steps: unknown[] };
      await request.put(SETTINGS_URL, { headers, data: { enabled: false, steps: current.steps } });
    }
  });
});
