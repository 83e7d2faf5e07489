import type { Budget } from 'shared/contracts';
import { expectAccessible } from '../support/axe';
import { apiHeaders } from '../support/dashboards';
import { expect, expectRemotePage, mainArea, test } from '../support/fixtures';
import { attachScreenshot } from '../support/screenshots';

// Orçamento (issue 24, item 1): the grid typed and pasted into as a spreadsheet, in Chromium,
// against the real API; a block of 3 × 12 copied from a sheet (TSV on the clipboard) included.

/** Next year: a year of its own (the demo holds no budget), one click from the page's. */
const AHEAD = 1;
const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
      .format(new Date())
      .slice(0, 4),
  );

test.describe('orçamento', () => {
  test.use({
    signedIn: true,
    viewport: { width: 1366, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('should take a 3 × 12 block pasted from a sheet, keyboard edits, and keep them once saved', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    // A paste, typing, a save and a reload, each through the real API: slow on a loaded machine.
    test.setTimeout(120_000);
    const year = thisYear() + AHEAD;
    // From an empty year, whatever an earlier run (a retry) saved there.
    const headers = apiHeaders(demoAccount);
    const before = (await (
      await request.get(`/v1/companies/budgets/${year}`, { headers })
    ).json()) as Budget;
    const cleared = await request.put(`/v1/companies/budgets/${year}`, {
      headers,
      data: { base_version: before.version, lines: [] },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);
    const openYear = async () => {
      await page.goto('/relatorios/orcamento');
      await expectRemotePage(page, 'Orçamento');
      for (let step = 0; step < AHEAD; step++) {
        await mainArea(page).getByRole('button', { name: 'Próximo ano' }).click();
      }
      await expect(mainArea(page).getByText(String(year), { exact: true })).toBeVisible();
    };
    await openYear();
    const january = mainArea(page).getByRole('textbox', { name: /, janeiro$/ });
    const december = mainArea(page).getByRole('textbox', { name: /, dezembro$/ });
    await expect(january.first()).toBeVisible();

    // Three rows of twelve months, as Excel or Google Sheets put them on the clipboard.
    const rows = [1, 2, 3].map((r) =>
      Array.from({ length: 12 }, (_, m) => `${r}.${String(m + 1).padStart(2, '0')}0,00`).join('\t'),
    );
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${rows.join('\n')}\n`);
    await january.first().click();
    await page.keyboard.press('ControlOrMeta+V');
    for (const r of [0, 1, 2]) {
      await expect(january.nth(r)).toHaveValue(`${r + 1}.010,00`);
      await expect(december.nth(r)).toHaveValue(`${r + 1}.120,00`);
    }
    await expect(january.nth(3)).toHaveValue('0,00');
    await attachScreenshot(page, testInfo, 'orcamento-depois-de-colar-1366');

    // A click into a field selects its amount: what is typed replaces it.
    await december.first().click();
    await page.keyboard.type('99');
    await expect(december.first()).toHaveValue('99');
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(december.first()).toHaveValue('1.120,00');

    // The keyboard alone: down from the first field, type, right, type; undo the last.
    await january.first().click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(january.nth(3)).toBeFocused();
    await page.keyboard.type('500,25');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('7');
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(january.nth(3)).toHaveValue('500,25');
    await expectAccessible(page);

    await mainArea(page).getByRole('button', { name: 'Salvar orçamento' }).click();
    // Saved: the editor starts again from the version the API now holds.
    await expect(mainArea(page).getByText(/^Versão \d+, salva por /)).toBeVisible();
    await expect(mainArea(page).getByRole('button', { name: 'Salvar orçamento' })).toBeDisabled();

    // Saved as typed, for this company and year.
    const saved = await request.get(`/v1/companies/budgets/${year}`, { headers });
    const budget = (await saved.json()) as Budget;
    const totals = budget.lines.map((line) => line.months.reduce((a, b) => a + b, 0)).sort();
    expect(totals).toEqual(expect.arrayContaining([50_025]));
    expect(budget.lines.filter((line) => line.months[11] === 112_000)).toHaveLength(1);

    await openYear();
    await expect(january.first()).toHaveValue('1.010,00');
    await expect(mainArea(page).getByText(/^Versão \d+, salva por /)).toBeVisible();
  });
});
