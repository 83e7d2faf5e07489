import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PIX_CHARGE_MESSAGES } from 'shared/contracts';
import type { PublicPixCharge } from 'shared/contracts';
import { fakeApi, renderWithProviders } from 'shared/testing';
import { PIX_CHARGE_PAGE_COPY, PixChargePage } from '../components/pix-charge-page';
import { isSafeSvg } from 'shared/ui';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'Pq7_x-'.repeat(7);
const CHARGE_URL = `GET /v1/public/pix-charges/${TOKEN}`;
const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-42665544000052040000530398654071234.565802BR5919PADARIA PAO DOURADO6009SAO PAULO62290525FLX0000000000000000000001263041D3A';
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"><path fill="#ffffff" d="M0 0h41v41H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>\n';

const charge = (over: Partial<PublicPixCharge> = {}): PublicPixCharge => ({
  status: 'active',
  company: {
    name: 'Padaria Pão Dourado ME',
    document: '12345678000195',
    logo_url: '/v1/images/logo-1',
  },
  description: 'Encomenda de pães para o evento de 12/12',
  amount_cents: 123456,
  due_date: '2026-12-01',
  br_code: BR_CODE,
  qr_svg: QR_SVG,
  late_terms: null,
  late_estimate: null,
  ...over,
});

function renderCharge(query = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/cobranca/:token" element={<PixChargePage />} />
    </Routes>,
    { route: `/cobranca/${TOKEN}${query}` },
  );
}

describe('/cobranca/:token', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  const answer = (body: PublicPixCharge) => {
    server = fakeApi({ [CHARGE_URL]: () => ({ status: 200, body }) });
  };

  it('should stop the reminders at once from the e-mail link, with one click and no sign-in', async () => {
    const posts: string[] = [];
    server = fakeApi({
      [CHARGE_URL]: () => ({ status: 200, body: charge() }),
      [`POST /v1/public/pix-charges/${TOKEN}/opt-out`]: () => {
        posts.push(TOKEN);
        return { status: 204, body: null };
      },
    });
    renderCharge('?lembretes=parar');
    expect(
      await screen.findByRole('region', { name: 'Parar os lembretes de Padaria Pão Dourado ME?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Não quero mais receber lembretes' }));
    expect(
      await screen.findByText(
        'Pronto: Padaria Pão Dourado ME não enviará mais lembretes de cobrança para o seu e-mail.',
      ),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    // The charge itself still waits to be paid.
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
  });

  it('should offer the way out quietly when the link did not ask for it', async () => {
    answer(charge());
    renderCharge();
    // A native disclosure, so that it opens without any script on the page the server sends.
    const summary = await screen.findByText('Não quero mais receber lembretes por e-mail');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: /Parar os lembretes/ })).toBeVisible();
  });

  it('should show the company, the amount, the due date, the QR code and the code to copy', async () => {
    answer(charge());
    renderCharge();
    expect(screen.getByRole('status', { name: 'Carregando a cobrança' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Padaria Pão Dourado ME' }),
    ).toBeVisible();
    expect(screen.getByText('CNPJ 12.345.678/0001-95')).toBeVisible();
    const logo = document.querySelector('img');
    // Against the API's base URL, as apiAssetUrl puts it (a dev host on another port).
    expect(logo?.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/v1\/images\/logo-1$/);
    expect(logo).toHaveAttribute('alt', 'Padaria Pão Dourado ME');
    expect(logo).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('Encomenda de pães para o evento de 12/12')).toBeVisible();
    expect(screen.getByText('Valor').nextSibling).toHaveTextContent(/^R\$\s1\.234,56$/);
    // The due date as written, whatever the browser's time zone.
    expect(screen.getByText('Vencimento').nextSibling).toHaveTextContent('01/12/2026');
    expect(screen.getByRole('img', { name: 'QR Code Pix' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveAttribute('readonly');
    expect(screen.getByText(PIX_CHARGE_PAGE_COPY.instructions)).toBeVisible();
    expect(screen.getByText('Cobrança enviada por meio do Fluxo')).toBeVisible();
    expect(document.title).toBe('Cobrança Pix · Padaria Pão Dourado ME');
    expect(server?.calls).toEqual([CHARGE_URL]);
  });

  it('should say what is added after the due date, and what a late charge comes to today', async () => {
    const late_terms = { fine_basis_points: 200, interest_basis_points_month: 100 };
    answer(charge({ late_terms }));
    const { unmount } = renderCharge();
    expect((await screen.findByText('Após o vencimento')).nextSibling).toHaveTextContent(
      'Multa de 2% e juros de 1% ao mês.',
    );
    expect(screen.queryByText(/Vencida há/)).toBeNull();
    unmount();
    server?.restore();

    answer(
      charge({
        late_terms,
        late_estimate: {
          days_late: 15,
          fine_cents: 2_469,
          interest_cents: 617,
          total_cents: 126_542,
        },
      }),
    );
    renderCharge();
    expect(await screen.findByText('Vencida há 15 dias')).toBeVisible();
    expect(screen.getByText(/Valor atualizado hoje/)).toHaveTextContent(
      /^Valor atualizado hoje: R\$\s1\.265,42$/,
    );
    expect(screen.getByText(/do valor \+/)).toHaveTextContent(
      /^R\$\s1\.234,56 do valor \+ R\$\s24,69 de multa \+ R\$\s6,17 de juros\. O banco calcula o valor final no pagamento\.$/,
    );
    // The code to pay stays: the PSP's charge asks the updated amount itself.
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
  });

  it('should copy the code and say so for 2 s', async () => {
    answer(charge());
    const user = userEvent.setup();
    renderCharge();
    await user.click(await screen.findByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(BR_CODE);
    expect(screen.getByRole('button', { name: 'Código copiado' })).toBeVisible();
    // Said to screen readers too, through the status line under the button.
    expect(
      screen.getByText('Código copiado', { selector: '[role="status"] *' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Copiar código Pix' }, { timeout: 3000 }),
    ).toBeVisible();
  });

  it('should select the code for the payer to copy when the clipboard is refused', async () => {
    answer(charge());
    const user = userEvent.setup();
    renderCharge();
    const button = await screen.findByRole('button', { name: 'Copiar código Pix' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    expect(await screen.findByText('Selecione o código e copie')).toBeVisible();
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Pix copia e cola' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, BR_CODE.length]);
  });

  it("should say 'Pago' with the amount and offer no code once paid", async () => {
    answer(charge({ status: 'paid', br_code: null, qr_svg: null }));
    renderCharge();
    expect(await screen.findByText('Pago')).toBeVisible();
    expect(screen.getByText(/Pagamento de R\$\s1\.234,56 confirmado\./)).toBeVisible();
    expect(screen.queryByRole('img', { name: 'QR Code Pix' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar código Pix' })).toBeNull();
  });

  it('should say a cancelled charge was cancelled and offer no code', async () => {
    answer(charge({ status: 'cancelled', br_code: null, qr_svg: null }));
    renderCharge();
    expect(await screen.findByText('Esta cobrança foi cancelada pela empresa.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'QR Code Pix' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([404, 400])(
    'should say the link is wrong on a %i, with nothing to retry',
    async (status) => {
      server = fakeApi({
        [CHARGE_URL]: () => ({
          status,
          body: {
            statusCode: status,
            error: 'Not Found',
            message: PIX_CHARGE_MESSAGES.pageNotFound,
          },
        }),
      });
      renderCharge();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cobrança não encontrada. Confira o link recebido.',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Cobrança Pix' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    },
  );

  it('should read the charge again when the payer retries after a network failure', async () => {
    // The API client itself tries a read three times (shared/src/api/client.ts) before the page
    // hears of the failure; the payer's retry is the fourth.
    let tries = 0;
    server = fakeApi({
      [CHARGE_URL]: () => (++tries <= 3 ? 'network-error' : { status: 200, body: charge() }),
    });
    renderCharge();
    expect(await screen.findByRole('alert')).toHaveTextContent(PIX_CHARGE_PAGE_COPY.failed);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Padaria Pão Dourado ME' }),
    ).toBeVisible();
    expect(tries).toBe(4);
  });

  it('should not put an SVG with a script or a handler into the page', async () => {
    answer(charge({ qr_svg: '<svg onload="alert(1)"></svg>' }));
    renderCharge();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: 'QR Code Pix' })).toBeNull();
    // The code to copy is still there to pay with.
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
  });

  it('should leave out the CNPJ line for a CPF and the logo when there is none', async () => {
    answer(charge({ company: { name: 'Ana Lima', document: '12345678909', logo_url: null } }));
    renderCharge();
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' });
    expect(screen.queryByText(/CNPJ|CPF|123\.456/)).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('isSafeSvg', () => {
  it.each([
    [QR_SVG, true],
    ['  <svg viewBox="0 0 1 1"></svg>', true],
    ['<svg><script>alert(1)</script></svg>', false],
    ['<svg><SCRIPT src="x"></SCRIPT></svg>', false],
    ['<svg onload="alert(1)"></svg>', false],
    ['<img src=x onerror="alert(1)">', false],
    ['<?xml version="1.0"?><svg></svg>', false],
    ['<svg><foreignObject><div/></foreignObject></svg>', false],
    ['<svg><a href="javascript:alert(1)"/></svg>', false],
  ])('should judge %s: %s', (svg, plain) => {
    expect(isSafeSvg(svg)).toBe(plain);
  });
});
