import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicPixCharge } from 'shared/contracts';
import { PIX_CHARGE_MESSAGES } from 'shared/contracts';
import { renderPixChargePage } from '../pix-charge-page.server';

// The payer's page as the server sends it (api web-apps payer-page.ts): the views rendered to
// HTML with the charge, and the small script that stands in for the app on it.

const TOKEN = 'Pq7_x-'.repeat(9);
const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-42665544000052040000530398654071234.565802BR5919PADARIA PAO DOURADO6009SAO PAULO62290525FLX0000000000000000000001263041D3A';

const charge = (over: Partial<PublicPixCharge> = {}): PublicPixCharge => ({
  status: 'active',
  company: { name: 'Padaria Pão Dourado ME', document: '12345678000195', logo_url: null },
  description: 'Encomenda de pães',
  amount_cents: 123456,
  due_date: '2026-12-01',
  br_code: BR_CODE,
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"><path d="M4 4.5h7"/></svg>',
  late_terms: null,
  late_estimate: null,
  ...over,
});

/** The page's body in the document, as the browser gets it (no React running). */
function show(html: string) {
  document.body.innerHTML = `<div id="prerender">${html}</div>`;
}

/** Runs the page's script as the browser does, once per page. */
async function runScript() {
  await jest.isolateModulesAsync(async () => {
    await import('../pix-charge-page.client');
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the payer page rendered by the server', () => {
  it('should hold everything the payer reads and copies, with its styles and title', () => {
    const page = renderPixChargePage({ token: TOKEN, charge: charge(), asked: false });
    expect(page.title).toBe('Cobrança Pix · Padaria Pão Dourado ME');
    expect(page.head).toMatch(/^<style data-emotion="css[^"]*">/);
    show(page.body);
    expect(screen.getByRole('heading', { level: 1, name: 'Padaria Pão Dourado ME' })).toBeTruthy();
    expect(screen.getByText('Valor').nextSibling).toHaveTextContent(/^R\$\s1\.234,56$/);
    expect(screen.getByRole('img', { name: 'QR Code Pix' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
    // The theme button, which host/public/paint-theme.js works before (and here without) the app.
    expect(document.querySelector('[data-theme-toggle]')).not.toBeNull();
    // Waiting for payment: the script asks again now and then.
    expect(document.querySelector('[data-pix-charge-status="active"]')).not.toBeNull();
    // The opt-out is a disclosure and a plain form to the server.
    const details = screen
      .getByText('Não quero mais receber lembretes por e-mail')
      .closest('details');
    expect(details).not.toHaveAttribute('open');
    const form = details?.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/cobranca/${TOKEN}/lembretes`);
  });

  it("should open the opt-out from the e-mail's link, and say when it is done or failed", () => {
    show(renderPixChargePage({ token: TOKEN, charge: charge(), asked: true }).body);
    expect(
      screen.getByText('Não quero mais receber lembretes por e-mail').closest('details'),
    ).toHaveAttribute('open');

    show(
      renderPixChargePage({ token: TOKEN, charge: charge(), asked: false, outcome: 'done' }).body,
    );
    expect(
      screen.getByText(
        'Pronto: Padaria Pão Dourado ME não enviará mais lembretes de cobrança para o seu e-mail.',
      ),
    ).toBeTruthy();

    show(
      renderPixChargePage({ token: TOKEN, charge: charge(), asked: true, outcome: 'failed' }).body,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível registrar o pedido agora. Tente novamente.',
    );
  });

  it('should say a link to no charge is wrong, with nothing to pay', () => {
    const page = renderPixChargePage({ token: TOKEN, charge: null, asked: false });
    expect(page.title).toBe('Cobrança Pix · Fluxo');
    show(page.body);
    expect(screen.getByRole('alert')).toHaveTextContent(PIX_CHARGE_MESSAGES.pageNotFound);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('[data-pix-charge-status]')).toBeNull();
  });

  it("should say 'Pago' once paid, and not ask again", async () => {
    show(
      renderPixChargePage({
        token: TOKEN,
        charge: charge({ status: 'paid', br_code: null, qr_svg: null }),
        asked: false,
      }).body,
    );
    expect(screen.getByText('Pago')).toBeTruthy();
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    jest.useFakeTimers();
    await runScript();
    jest.advanceTimersByTime(120_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the payer page's script", () => {
  it('should copy the code and say so for 2 s', async () => {
    show(renderPixChargePage({ token: TOKEN, charge: charge(), asked: false }).body);
    await runScript();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(BR_CODE);
    expect(await screen.findByRole('button', { name: 'Código copiado' })).toBeTruthy();
    expect(document.querySelector('[data-pix-copy-status]')).toHaveTextContent('Código copiado');
    expect(
      await screen.findByRole('button', { name: 'Copiar código Pix' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('should select the code for the payer to copy when the clipboard is refused', async () => {
    show(renderPixChargePage({ token: TOKEN, charge: charge(), asked: false }).body);
    await runScript();
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await screen.findByText('Selecione o código e copie')).toBeTruthy();
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Pix copia e cola' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, BR_CODE.length]);
  });

  it('should ask the API every 30 s while the charge waits and the page is seen', async () => {
    window.history.replaceState(null, '', `/cobranca/${TOKEN}`);
    show(renderPixChargePage({ token: TOKEN, charge: charge(), asked: false }).body);
    const fetch = jest.fn(() => new Promise<Response>(() => undefined));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    jest.useFakeTimers();
    await runScript();
    jest.advanceTimersByTime(29_000);
    expect(fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(fetch).toHaveBeenCalledWith(`/v1/public/pix-charges/${TOKEN}`, { cache: 'no-store' });
  });
});
