import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { watchCspViolations } from '../support/csp-violations';
import {
  ACCOUNT_KEY,
  expect,
  expectRemotePage,
  mainArea,
  storeTheme,
  test,
} from '../support/fixtures';
import { apiHeaders } from '../support/movements';
import { latestMail } from '../support/outbox';

// Issue 9: a visualizador invited by e-mail joins through the link, sees no write control and
// is refused by the API; 'Minha conta' changes the password (the other session is sent to login)
// and signs out of every device; a bank account's saldo moves after a payment. Serial: the later
// steps use the person the invitation creates.
// Two browsers and several sign-ins per test: more than the default minute on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const unique = Date.now().toString(36);
const VIEWER = {
  email: `visualizador.${unique}@padaria-exemplo.com.br`,
  name: 'Vera Visualizadora',
  password: 'Convite2026a',
  newPassword: 'Trocada2027b',
};
const SESSION_EXPIRED = 'Sua sessão expirou. Faça login novamente.';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Senha/).press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

interface Device {
  page: Page;
  /** Closes it, failing on any CSP violation it logged (as the fixtures do for `page`). */
  close: () => Promise<void>;
}

/** A second browser, as another device of the same person. */
async function otherDevice(browser: Browser): Promise<Device> {
  const context: BrowserContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  return {
    page,
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations, second device').toEqual([]);
    },
  };
}

/** An active income category without children, to file a receita under. */
async function incomeLeafCategory(page: Page, headers: Record<string, string>): Promise<string> {
  const response = await page.request.get('/v1/companies/categories', { headers });
  const categories = (await response.json()) as {
    id: string;
    parent_id: string | null;
    type: string;
    active: boolean;
  }[];
  const parents = new Set(categories.map((category) => category.parent_id));
  const leaf = categories.find((c) => c.type === 'receita' && c.active && !parents.has(c.id));
  if (!leaf) throw new Error('the demo company has no active income category without children');
  return leaf.id;
}

async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), ACCOUNT_KEY);
  if (!stored) throw new Error('no account stored: not signed in');
  return (JSON.parse(stored) as { access_token: string }).access_token;
}

let invitationPath = '';

test.describe('the owner invites a visualizador', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should send the invitation from Usuários e permissões', async ({ page }) => {
    await page.goto('/empresa/usuarios');
    await expectRemotePage(page, /\S/);
    const invite = mainArea(page).getByRole('region', { name: 'Convidar pessoa' });
    await invite.getByLabel(/^E-mail/).fill(VIEWER.email);
    await invite.getByLabel('Papel').selectOption({ label: 'Visualizador' });
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Enviamos um link para ${VIEWER.email}.`)).toBeVisible();
    const { link } = (await latestMail(VIEWER.email, 'invitation')).data;
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
    invitationPath = new URL(link ?? '').pathname;
  });
});

test.describe('the visualizador', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('should see the invitation, sign up through it and land in the company', async ({
    page,
  }) => {
    await page.goto(invitationPath);
    const card = mainArea(page);
    await expect(card.getByRole('heading', { name: /Convite para/ })).toBeVisible();
    await expect(card.getByText('visualizador', { exact: true })).toBeVisible();
    await expect(card.getByText(VIEWER.email)).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), mode);
      await page.reload();
      await expect(card.getByRole('heading', { name: /Convite para/ })).toBeVisible();
      await expectAccessible(page);
    }
    await card.getByLabel(/^Nome completo/).fill(VIEWER.name);
    await card.getByLabel(/^Senha/).fill(VIEWER.password);
    await card.getByLabel(/^Confirmar senha/).fill(VIEWER.password);
    await card.getByRole('button', { name: 'Criar conta e aceitar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('side-nav').getByText(VIEWER.email)).toBeVisible();

    // Spent: the link now says so.
    await page.goto(invitationPath);
    await expect(mainArea(page).getByRole('alert')).toHaveText(
      'Este convite já foi usado. Entre com o e-mail convidado para acessar a empresa.',
    );
  });

  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`should see no write control on the company tabs at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, VIEWER.email, VIEWER.password);
      for (const tab of ['contas-bancarias', 'centro-de-custo', 'fornecedores']) {
        await page.goto(`/empresa/${tab}`);
        await expectRemotePage(page, /\S/);
        await expect(mainArea(page).getByRole('table')).toBeVisible();
        await expect(mainArea(page).getByRole('button', { name: /^Nov[ao]/ })).toHaveCount(0);
        await expect(mainArea(page).getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
      }
      await page.goto('/empresa/usuarios');
      await expect(mainArea(page).getByRole('table', { name: 'Membros' })).toBeVisible();
      await expect(mainArea(page).getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
      await expect(mainArea(page).getByRole('combobox')).toHaveCount(0);
      await expect(mainArea(page).getByRole('button', { name: /^Remover/ })).toHaveCount(0);
      // Leaving is the one thing a visualizador may do here.
      await expect(mainArea(page).getByRole('button', { name: 'Sair da empresa' })).toBeVisible();
    });
  }

  test('should get 403 from the API on a write, and nothing changes', async ({ page }) => {
    await signIn(page, VIEWER.email, VIEWER.password);
    const token = await storedToken(page);
    const headers = apiHeaders({ access_token: token } as Parameters<typeof apiHeaders>[0]);
    const before = await page.request.get('/v1/companies/bank-accounts', { headers });
    expect(before.status()).toBe(200);
    const refused = await page.request.post('/v1/companies/bank-accounts', {
      headers,
      data: {
        name: 'Conta do visualizador',
        bank_code: '341',
        bank_name: 'Itaú Unibanco',
        agency: '1',
        account_number: '1',
        account_digit: '1',
        type: 'corrente',
        opening_balance_date: '2026-01-01',
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as { message: string }).toMatchObject({
      message: 'Seu papel nesta empresa não permite esta alteração.',
    });
    const after = await page.request.get('/v1/companies/bank-accounts', { headers });
    expect(await after.json()).toEqual(await before.json());
  });

  test('should change the password in Minha conta and send the other device to login', async ({
    page,
    browser,
  }) => {
    await signIn(page, VIEWER.email, VIEWER.password);
    const other = await otherDevice(browser);
    await signIn(other.page, VIEWER.email, VIEWER.password);

    await page.goto('/minha-conta/seguranca');
    await expectRemotePage(page, 'Minha conta');
    const form = mainArea(page).getByRole('region', { name: 'Alterar senha' });
    await form.getByLabel(/^Senha atual/).fill('Errada-2026');
    await form.getByLabel(/^Nova senha/).fill(VIEWER.newPassword);
    await expect(form.getByText('Forte')).toBeVisible();
    await form.getByLabel(/^Confirme a nova senha/).fill(VIEWER.newPassword);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByText('A senha atual não confere.')).toBeVisible();

    await form.getByLabel(/^Senha atual/).fill(VIEWER.password);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada')).toBeVisible();

    // The other device's next request finds its session ended.
    await other.page.goto('/empresa/contas-bancarias');
    await expect(other.page).toHaveURL(/\/login\?token=session-expired$/);
    await expect(other.page.getByText(SESSION_EXPIRED)).toBeVisible();
    // This one goes on.
    await page.goto('/minha-conta/informacoes-gerais');
    await expectRemotePage(page, 'Minha conta');
    await expect(mainArea(page).getByText(VIEWER.email)).toBeVisible();
    await other.close();
  });

  test("should end every session with 'Sair de todos os dispositivos'", async ({
    page,
    browser,
  }) => {
    await signIn(page, VIEWER.email, VIEWER.newPassword);
    const other = await otherDevice(browser);
    await signIn(other.page, VIEWER.email, VIEWER.newPassword);
    const token = await storedToken(page);

    await page.goto('/minha-conta/seguranca');
    await mainArea(page).getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sair de todos os dispositivos?' });
    await dialog.getByRole('button', { name: 'Sair de todos' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await other.page.goto('/');
    await expect(other.page).toHaveURL(/\/login\?token=session-expired$/);
    // The token this page held is dead too, whoever holds a copy.
    const headers = apiHeaders({ access_token: token } as Parameters<typeof apiHeaders>[0]);
    expect((await page.request.get('/v1/users/profile', { headers })).status()).toBe(401);
    await other.close();
  });

  test('should show Minha conta at 390 px, light and dark, without serious axe findings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const mode of ['light', 'dark'] as const) {
      await storeTheme(page, mode);
      await signIn(page, VIEWER.email, VIEWER.newPassword);
      for (const tab of ['informacoes-gerais', 'seguranca', 'notificacoes']) {
        await page.goto(`/minha-conta/${tab}`);
        await expectRemotePage(page, 'Minha conta');
        await expectAccessible(page);
      }
      // The e-mail change opens its form, still accessible.
      await page.goto('/minha-conta/informacoes-gerais');
      await mainArea(page).getByRole('button', { name: 'Alterar e-mail' }).click();
      await expect(mainArea(page).getByLabel(/^Novo e-mail/)).toBeVisible();
      await expectAccessible(page);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe('the visualizador, later', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('should change the sign-in e-mail with the code sent to the new address', async ({
    page,
  }) => {
    const newEmail = `vera.${unique}@outro-exemplo.com.br`;
    await signIn(page, VIEWER.email, VIEWER.newPassword);
    await page.goto('/minha-conta/informacoes-gerais');
    const section = mainArea(page).getByRole('region', { name: 'E-mail' });
    await section.getByRole('button', { name: 'Alterar e-mail' }).click();
    // The demo owner's address is taken: refused beside the field, nothing sent.
    await section.getByLabel(/^Novo e-mail/).fill('demo@fluxo.dev');
    await section.getByRole('button', { name: 'Enviar código' }).click();
    await expect(section.getByText('Este e-mail já está cadastrado.')).toBeVisible();

    await section.getByLabel(/^Novo e-mail/).fill(newEmail);
    await section.getByRole('button', { name: 'Enviar código' }).click();
    const { code } = (await latestMail(newEmail, 'email-change-code')).data;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await section.getByLabel(/^Código de verificação/).fill(wrong);
    await section.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(section.getByText('O código não confere.')).toBeVisible();
    await section.getByLabel(/^Código de verificação/).fill(code ?? '');
    await section.getByRole('button', { name: 'Confirmar e-mail' }).click();
    // The shell's profile shows the new address at once; the new address signs in.
    await expect(page.getByTestId('side-nav').getByText(newEmail)).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, newEmail, VIEWER.newPassword);
  });
});

test.describe('a bank account', () => {
  test.use({ signedIn: true });

  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`should show its saldo atual move after a payment at ${viewport.width} px`, async ({
      page,
      demoAccount,
    }) => {
      await page.setViewportSize(viewport);
      const name = `Conta ${unique} ${viewport.width}`;
      await page.goto('/empresa/contas-bancarias');
      await expectRemotePage(page, /\S/);
      await mainArea(page).getByRole('button', { name: 'Nova conta bancária' }).click();
      const form = page.getByRole('dialog', { name: 'Nova conta bancária' });
      await form.getByLabel(/^Nome da conta/).fill(name);
      const bank = form.getByRole('combobox', { name: /^Banco/ });
      await bank.fill('itau');
      await expect(form.getByRole('option', { name: '341 – Itaú Unibanco' })).toBeVisible();
      // The form drawer with the bank list open: labelled, keyboard-driven, no serious finding.
      await expectAccessible(page);
      await bank.press('ArrowDown');
      await bank.press('Enter');
      await expect(bank).toHaveValue('341 – Itaú Unibanco');
      // Exactly 'Tipo': the Pix section has a 'Tipo de chave' too.
      await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({
        label: 'Conta corrente',
      });
      await form.getByLabel(/^Agência/).fill('1234');
      await form.getByLabel(/^Conta/).fill('56789');
      await form.getByLabel(/^Dígito da conta/).fill('0');
      await form.getByLabel(/^Saldo inicial/).fill('1.000,00');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(form).toBeHidden();

      const row = mainArea(page).getByRole('row').filter({ hasText: name });
      const saldoAtual = row.getByRole('cell').nth(4);
      await expect(saldoAtual).toHaveText('R$\u00a01.000,00');

      // A receita filed under the account, due today and paid in part through the API.
      const headers = apiHeaders(demoAccount);
      const accounts = (await (
        await page.request.get('/v1/companies/bank-accounts', { headers })
      ).json()) as { id: string; name: string }[];
      const accountId = accounts.find((a) => a.name === name)?.id;
      expect(accountId).toBeTruthy();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(),
      );
      const created = await page.request.post('/v1/companies/movements', {
        headers,
        data: {
          type: 'receita',
          description: `Venda ${name}`,
          amount_cents: 40_000,
          due_date: today,
          category_id: await incomeLeafCategory(page, headers),
          bank_account_id: accountId,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const [movement] = (await created.json()) as { id: string }[];
      const paid = await page.request.post(`/v1/companies/movements/${movement?.id}/payments`, {
        headers,
        data: { paid_on: today, amount_cents: 25_000 },
      });
      expect(paid.status(), await paid.text()).toBe(201);

      await page.reload();
      await expect(saldoAtual).toHaveText('R$\u00a01.250,00');
      // Still open this month: the other 150,00 is in the forecast.
      await expect(row.getByRole('cell').nth(5)).toHaveText('R$\u00a01.400,00');
    });
  }
});
