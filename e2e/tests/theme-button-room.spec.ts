import type { Page } from '@playwright/test';
import { expect, expectRemotePage, startApp, test } from '../support/fixtures';
import { pageOf } from '../support/movements';
import { isServerRendered, SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from '../support/screens';

// Issue 26, item 3: the round theme button is fixed at the bottom right of every screen (SPEC.md
// §2), and nothing a person reads or uses may sit under it, at any scroll position: on a phone it
// sits in a band nothing scrolls under, on a laptop beside a gutter the page keeps free
// (shared/ui theme-toggle.tsx). The check: with the button made invisible, every point of its box
// shows no text and no control, from the top of the page to its end.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Signed-in routes beyond the accessibility suite's list (they have tests of their own there). */
const MORE_SIGNED_IN = ['/', '/relatorios/dre', '/movimentacoes/importacao', '/empresa/nova'];

interface Covered {
  scrollY: number;
  what: string;
}

/** What the button would hide, scrolling the page from top to end; empty when nothing. */
function coveredByThemeButton(page: Page): Promise<Covered[]> {
  return page.evaluate(async () => {
    const CONTROLS =
      'a[href],button,input,select,textarea,label,summary,[role=button],[role=link],[role=tab],' +
      '[role=checkbox],[role=radio],[role=switch],[role=combobox],[role=menuitem],[role=option]';
    const button = document.querySelector<HTMLElement>('[data-theme-toggle]');
    if (!button) return [{ scrollY: 0, what: 'no theme button on the page' }];
    const box = button.getBoundingClientRect();
    const found: Covered[] = [];
    const textAt = (element: Element, x: number, y: number) =>
      [...element.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some(
          (rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom,
        );
      });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    button.style.visibility = 'hidden';
    try {
      let y = 0;
      // A page that grows while it scrolls (charts load as they near the screen) or that cannot
      // scroll as far as scrollHeight says would keep the walk going: it stops when a scroll no
      // longer moves the page, and after a bounded number of screens.
      let previous = -1;
      for (let screens = 0; screens < 200; screens += 1) {
        window.scrollTo(0, y);
        await frame();
        for (let i = 0; i <= 6; i += 1) {
          for (let j = 0; j <= 6; j += 1) {
            const x = box.left + 1 + ((box.width - 2) * i) / 6;
            const yy = box.top + 1 + ((box.height - 2) * j) / 6;
            const element = document.elementFromPoint(x, yy);
            if (!element) continue;
            const control = element.closest(CONTROLS);
            if (control || textAt(element, x, yy)) {
              const what = (control ?? element).outerHTML.slice(0, 160);
              found.push({ scrollY: Math.round(window.scrollY), what });
            }
          }
        }
        const end = document.documentElement.scrollHeight - window.innerHeight;
        if (window.scrollY >= end - 1 || window.scrollY === previous) break;
        previous = window.scrollY;
        y = Math.min(end, window.scrollY + Math.round(window.innerHeight / 3));
      }
    } finally {
      button.style.visibility = '';
      window.scrollTo(0, 0);
    }
    // One line per thing covered (the grid finds a thing at several points).
    return found.filter(
      (item, index) => found.findIndex((other) => other.what === item.what) === index,
    );
  });
}

/** After a resize: React's breakpoint hooks have re-rendered and the layout has settled. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/** Nothing under the button at each width, the page resized in place (one load, both widths). */
async function expectRoomAtEachWidth(page: Page): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await coveredByThemeButton(page), `${viewport.width} px`).toEqual([]);
  }
}

test.describe('theme button at 390 and 1366 px', () => {
  test.use({ viewport: VIEWPORTS[0], colorScheme: 'light' });

  test.describe('signed out', () => {
    for (const path of SIGNED_OUT_SCREENS) {
      test(`should cover nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The sign-in page: the prerendered page first, then the app's. The payer's page is the
        // server's HTML alone (no app starts on it), so it is checked as served.
        if (path === '/login' || isServerRendered(path)) await expectRoomAtEachWidth(page);
        if (isServerRendered(path)) return;
        await startApp(page);
        await expectRoomAtEachWidth(page);
      });
    }
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    for (const path of [...MORE_SIGNED_IN, ...SIGNED_IN_SCREENS]) {
      test(`should cover nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        // The dashboard comes with its figures as HTML, the app starting on the first input:
        // that page first, then the app's.
        if (path === '/') {
          await expect(page.locator('#prerender').getByText('Receita total')).toBeVisible();
          await expectRoomAtEachWidth(page);
          await startApp(page);
        }
        await expectRemotePage(page, /\S/);
        await expectRoomAtEachWidth(page);
      });
    }

    test('should cover nothing on the payment screen', async ({ page, request, demoAccount }) => {
      const [open] = (
        await pageOf(request, demoAccount, { status: 'a vencer,vencido', limit: '1' })
      ).items;
      if (!open) throw new Error('the demo seed has no open movement');
      await page.goto(`/movimentacoes/pagamento/${open.id}`);
      await expectRemotePage(page, /\S/);
      await expectRoomAtEachWidth(page);
    });
  });
});
