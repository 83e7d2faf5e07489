import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { cpfWithCheckDigits } from '../../shared/src/contracts/common/documents';
import { expect, expectRemotePage, mainArea, test } from '../support/fixtures';

// Issue 9's company setup in the production build: the company's CNPJ checked before saving, a
// logo that reaches the company menu, and clientes and fornecedores (one contacts model) created
// and found again by a search the server answers. At a desktop and at a phone width.

const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** A CPF no other run used: the company's contacts keep one row per CPF/CNPJ. */
function freshCpf(): string {
  return cpfWithCheckDigits(String(100_000_000 + Math.floor(Math.random() * 800_000_000)));
}

async function openTab(page: Page, slug: string, heading: RegExp): Promise<void> {
  await page.goto(`/empresa/${slug}`);
  await expectRemotePage(page, heading);
}

/** The company menu (in the side nav, or in the drawer that 'Navegar' opens on a phone). */
async function companyMenu(page: Page) {
  const navigate = page.getByRole('button', { name: 'Navegar' });
  if (await navigate.isVisible()) await navigate.click();
  return page.getByRole('button', { name: /Minhas Empresas$/ });
}

for (const viewport of VIEWPORTS) {
  test.describe(`company setup at ${viewport.name}`, () => {
    test.use({
      signedIn: true,
      colorScheme: 'light',
      viewport: { width: viewport.width, height: viewport.height },
    });

    test('should refuse a CNPJ with wrong check digits, then save the right one', async ({
      page,
    }) => {
      await openTab(page, 'informacoes-gerais', /\S/);
      const main = mainArea(page);
      const document = main.getByRole('textbox', { name: /CPF ou CNPJ/ });
      await expect(document).not.toHaveValue('');
      const right = await document.inputValue();
      // The last check digit changed: the mask still fits, the number does not.
      const last = Number(right.at(-1));
      const wrong = `${right.slice(0, -1)}${(last + 1) % 10}`;
      await document.fill(wrong);
      await main.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(main.getByText('CPF ou CNPJ inválido')).toBeVisible();

      await document.fill(right);
      await main.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(page.getByText('Dados da empresa salvos')).toBeVisible();
      await expect(main.getByText('CPF ou CNPJ inválido')).toBeHidden();
    });

    test('should create a client and a supplier and find each by a server search', async ({
      page,
    }) => {
      const suffix = `${viewport.width}-${Date.now().toString(36)}`;
      for (const [slug, noun, create] of [
        ['clientes', 'Clientes', 'Novo cliente'],
        ['fornecedores', 'Fornecedores', 'Novo fornecedor'],
      ] as const) {
        const name = `${noun === 'Clientes' ? 'Cliente' : 'Fornecedor'} Conceição ${suffix}`;
        await openTab(page, slug, /\S/);
        const main = mainArea(page);
        await main.getByRole('button', { name: create }).click();
        const drawer = page.getByRole('dialog', { name: create });
        await drawer.getByRole('textbox', { name: /Nome/ }).fill(name);
        const document = drawer.getByRole('textbox', { name: /CPF ou CNPJ/ });
        await document.fill('52998224724');
        await drawer.getByRole('button', { name: 'Salvar' }).click();
        await expect(drawer.getByText('CPF ou CNPJ inválido')).toBeVisible();
        await document.fill(freshCpf());
        await drawer.getByRole('textbox', { name: /Chave Pix/ }).fill('financeiro@exemplo.com.br');
        await expect(drawer.getByText('Tipo detectado: E-mail')).toBeVisible();
        await drawer.getByRole('button', { name: 'Salvar' }).click();
        await expect(drawer).toBeHidden();

        // Lowercase and without the accent: the server folds both.
        const search = main.getByRole('searchbox', { name: `Buscar ${noun.toLowerCase()}` });
        await search.fill(`conceicao ${suffix}`);
        const table = main.getByRole('table', { name: noun });
        await expect(table.getByRole('row')).toHaveCount(2);
        await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
        await search.fill(`nada-parecido-${suffix}`);
        await expect(
          main.getByText(`Nenhum resultado para “nada-parecido-${suffix}”.`),
        ).toBeVisible();
      }
    });
  });
}

test.describe('company logo', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should refuse an SVG, then show an uploaded PNG in the company menu until removed', async ({
    page,
  }) => {
    await openTab(page, 'informacoes-gerais', /\S/);
    const main = mainArea(page);
    const picker = main.getByLabel('Logo da empresa', { exact: true }).and(page.locator('input'));
    await picker.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(main.getByRole('alert')).toHaveText('A imagem deve ser PNG, JPEG ou WebP.');

    // A wide PNG named .png but sent with no type: the browser's word is not needed, the bytes are.
    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#0b7a53' },
    })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Logo atualizado')).toBeVisible();

    const logo = (await companyMenu(page)).locator('img');
    await expect(logo).toHaveAttribute('src', /^\/v1\/images\/[0-9a-f]{64}$/);
    await expect(logo).toBeVisible();
    const size = await logo.evaluate((image: HTMLImageElement) => [
      image.naturalWidth,
      image.naturalHeight,
    ]);
    expect(size).toEqual([256, 256]);

    // Put back as it was: the rest of the suite expects the short name in the menu.
    await main.getByRole('button', { name: /Remover/ }).click();
    await expect(page.getByText('Logo removido')).toBeVisible();
    await expect((await companyMenu(page)).locator('img')).toHaveCount(0);
  });
});
