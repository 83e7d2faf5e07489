import { expect, test } from '../support/fixtures';
import { DEMO_CREDENTIALS } from '../support/fixtures';

// Dashboard answers are cached per filter; switching company must never leave the previous
// company's figures on screen. The demo company has a year of movements, the bakery none.
test('should reload the dashboard for the company switched to', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(DEMO_CREDENTIALS.email);
  await page.getByLabel(/^Senha/).fill(DEMO_CREDENTIALS.password);
  await page.getByLabel(/^Senha/).press('Enter');
  await expect(page).toHaveURL(/\/$/);

  const switcher = page.getByTestId('side-nav').getByRole('button', { name: 'Minhas Empresas' });
  const income = page.getByText('Receita total');
  const empty = page.getByText('Sem informações para exibir neste período');
  await expect(switcher).toContainText('Fluxo Demonstração Ltda');
  await expect(income).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().endsWith('/dashboards/insights'));
  await switcher.click();
  await page.getByRole('menuitem', { name: /Padaria Pão Dourado ME/ }).click();
  await expect(switcher).toContainText('Padaria Pão Dourado ME');
  const response = await answered;
  expect(response.request().headers()['x-company-id']).toBeTruthy();
  await expect(empty).toBeVisible();
  await expect(income).toBeHidden();

  await switcher.click();
  await page.getByRole('menuitem', { name: /Fluxo Demonstração Ltda/ }).click();
  await expect(income).toBeVisible();
  await expect(empty).toBeHidden();
});
