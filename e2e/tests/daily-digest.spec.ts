import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';

// Issue 21, item 6 on the production build: Minha conta › Notificações lists the person's
// companies with a switch each; turning one on from the keyboard saves it (a toast says so) and it
// stays on after a reload; the screen passes axe at 390 px in light and dark mode.

test.describe('resumo diário por e-mail', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('should turn the digest on from the keyboard, keep it, and pass axe at 390 px', async ({
    page,
  }) => {
    for (const mode of ['light', 'dark'] as const) {
      await storeTheme(page, mode);
      await page.goto('/minha-conta/notificacoes');
      await expectRemotePage(page, 'Minha conta');
      const section = mainArea(page).getByRole('region', { name: 'Resumo diário por e-mail' });
      await expect(section.getByRole('checkbox')).not.toHaveCount(0);
      await expectAccessible(page);
      // Nothing wider than the phone: the company names wrap.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }

    const section = mainArea(page).getByRole('region', { name: 'Resumo diário por e-mail' });
    // The demo user's one company.
    const company = section.getByRole('checkbox').first();
    await expect(company).not.toBeChecked();
    await company.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Resumo diário ativado')).toBeVisible();
    await expect(company).toBeChecked();

    await page.reload();
    await expectRemotePage(page, 'Minha conta');
    const again = mainArea(page)
      .getByRole('region', { name: 'Resumo diário por e-mail' })
      .getByRole('checkbox')
      .first();
    await expect(again).toBeChecked();

    // Off again, as the other specs found it.
    await again.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Resumo diário desativado')).toBeVisible();
    await expect(again).not.toBeChecked();
  });
});
