import type { Page } from '@playwright/test';
import { expect, startApp, test } from '../support/fixtures';
import { DEMO_CREDENTIALS } from '../support/fixtures';
import { latestMail } from '../support/outbox';

// The identity flows of issue 3, end to end: real screens, real API, real database, e-mails read
// from the API's outbox. Serial: the later steps use the account the sign-up creates.
test.describe.configure({ mode: 'serial' });

const unique = Date.now().toString(36);
const NEW_USER = {
  email: `ana.${unique}@padaria-exemplo.com.br`,
  name: 'Ana Souza',
  password: 'Fluxo2026a',
  newPassword: 'Renovada2027b',
  company: `Padaria Exemplo ${unique} Ltda`,
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Senha/).press('Enter');
}

test('should sign in with e-mail and password and land on insights', async ({ page }) => {
  await signIn(page, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByText('Demo Fluxo')).toBeVisible();
  await expect(nav.getByText('demo@fluxo.dev')).toBeVisible();
});

test('should show the spec message for a wrong password', async ({ page }) => {
  await signIn(page, DEMO_CREDENTIALS.email, 'SenhaErrada1');
  await expect(page.getByRole('alert')).toHaveText(
    'O e-mail ou a senha fornecidos não correspondem aos nossos registros.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('should switch between the demo companies', async ({ page }) => {
  await signIn(page, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  const switcher = page.getByTestId('side-nav').getByRole('button', { name: 'Minhas Empresas' });
  await expect(switcher).toContainText('Fluxo Demonstração Ltda');
  await switcher.click();
  await page.getByRole('menuitem', { name: /Padaria Pão Dourado ME/ }).click();
  await expect(switcher).toContainText('Padaria Pão Dourado ME');
  // The new token names the new company: the stored account says so after a reload too.
  await page.reload();
  await startApp(page);
  await expect(switcher).toContainText('Padaria Pão Dourado ME');
});

test('should sign up from e-mail to code to user and company info', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Cadastre-se' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar com e-mail' }).click();

  await page.getByLabel(/^E-mail/).fill(NEW_USER.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const { code } = (await latestMail(NEW_USER.email, 'sign-up-code')).data;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code ?? '');

  await expect(page).toHaveURL(/\/signup\/info\/info-usuario$/);
  await page.getByLabel(/^Nome completo/).fill(NEW_USER.name);
  await page.getByLabel(/^Senha/).fill(NEW_USER.password);
  await page.getByLabel(/^Confirmar senha/).fill(NEW_USER.password);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/signup\/info\/info-empresa$/);
  await page.getByLabel(/^CPF ou CNPJ/).fill('11222333000181');
  await expect(page.getByLabel(/^CPF ou CNPJ/)).toHaveValue('11.222.333/0001-81');
  await page.getByLabel(/^Razão social/).fill(NEW_USER.company);
  await page.getByLabel(/^Regime tributário/).selectOption({ label: 'Simples Nacional' });
  await page.getByLabel(/^CEP/).fill('01310100');
  await page.getByLabel(/^Logradouro/).fill('Avenida Paulista');
  await page.getByLabel(/^Número/).fill('1000');
  await page.getByLabel(/^Bairro/).fill('Bela Vista');
  await page.getByLabel(/^Cidade/).fill('São Paulo');
  await page.getByLabel(/^UF/).selectOption('SP');
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();

  await expect(page).toHaveURL(/\/login\?signup=success$/);
  await expect(
    page.getByText('Cadastro realizado . Faça login para acessar a plataforma.'),
  ).toBeVisible();

  await signIn(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByText(NEW_USER.name)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Minhas Empresas' })).toContainText(
    NEW_USER.company,
  );
});

test('should reset a forgotten password through the e-mailed link', async ({ page, context }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^E-mail/).fill(NEW_USER.email);
  await page.getByRole('button', { name: 'Obter link de redefinição' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail enviado' })).toBeVisible();
  await expect(
    page.getByText('Cheque sua caixa de entrada e abra o link que enviamos a você para continuar'),
  ).toBeVisible();

  // The webmail opens in a popup (its 800x600 size is asserted in the component test); no network
  // here, so the inbox is answered locally.
  await context.route('https://mail.google.com/**', (route) => route.fulfill({ body: 'Gmail' }));
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: /Abrir Gmail/ }).click();
  const gmail = await popup;
  expect(gmail.url()).toContain('mail.google.com');
  await gmail.close();

  const { link } = (await latestMail(NEW_USER.email, 'reset-password')).data;
  expect(link).toMatch(/\/reset\/[\w-]+$/);
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel(/^Nova senha/).fill(NEW_USER.newPassword);
  await page.getByLabel(/^Confirmar nova senha/).fill(NEW_USER.newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, NEW_USER.email, NEW_USER.password);
  await expect(page.getByRole('alert')).toContainText('O e-mail ou a senha fornecidos');
  await signIn(page, NEW_USER.email, NEW_USER.newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('should send an expired session to login with its message', async ({ page }) => {
  await signIn(page, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  await expect(page).toHaveURL(/\/$/);
  // Keep the stored account but break the token's signature, as an expired or revoked one would
  // be refused: the next API call answers 401 "missing or malformed JWT".
  await page.evaluate(() => {
    const account = JSON.parse(localStorage.getItem('account') ?? '{}') as { access_token: string };
    account.access_token = `${account.access_token.slice(0, -4)}AAAA`;
    localStorage.setItem('account', JSON.stringify(account));
  });
  await page.reload();
  await startApp(page);
  await expect(page).toHaveURL(/\/login\?token=session-expired$/);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
});
