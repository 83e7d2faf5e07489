import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { PIX_CHARGE_MESSAGES } from 'shared/contracts';
import type { PixCharge } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { PixChargeDrawer } from '../components/pix-charge-drawer';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const ID = '00000000-0000-4000-9000-000000000001';
const URL = `/v1/companies/movements/${ID}/pix-charge`;
const BR_CODE =
  '00020101021126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.005802BR5913Padaria Dourada6008Brasilia62290525ABCDEFGHIJKLMNOPQRSTUVWXY6304ABCD';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path fill="#ffffff" d="M0 0h37v37H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>\n';

const charge = (overrides: Partial<PixCharge> = {}): PixCharge => ({
  id: '00000000-0000-4000-9000-000000000701',
  movement_id: ID,
  status: 'active',
  amount_cents: 15_000,
  txid: 'ABCDEFGHIJKLMNOPQRSTUVWXY',
  br_code: BR_CODE,
  qr_svg: SVG,
  page_path: '/cobranca/abcdefghijklmnopqrstuvwxyz0123456789',
  bank_account: { id: '00000000-0000-4000-8000-000000000401', name: 'Itaú' },
  pix_key: '12345678000195',
  created_at: '2025-06-15T12:00:00.000Z',
  ...overrides,
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderDrawer() {
  return renderWithProviders(
    <>
      <PixChargeDrawer />
      <LocationProbe />
    </>,
    { account: demoAccount(), route: `/movimentacoes?status=aberto&cobranca-pix=${ID}` },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('pix charge drawer', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should create the charge on open, then show the amount, account, key, QR, code and link', async () => {
    server = fakeApi({ [`POST ${URL}`]: () => ({ status: 201, body: charge() }) });
    renderDrawer();
    expect(screen.getByRole('status', { name: 'Gerando cobrança Pix' })).toBeInTheDocument();
    const drawer = await screen.findByRole('dialog', { name: 'Cobrança Pix' });

    const qr = await within(drawer).findByRole('img', { name: 'QR Code Pix de R$\u00a0150,00' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(within(drawer).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(drawer).getByText('Conta: Itaú · Chave 12.345.678/0001-95')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Pix copia e cola')).toHaveValue(BR_CODE);
    expect(within(drawer).getByLabelText('Pix copia e cola')).toHaveAttribute('readonly');
    const link = `${window.location.origin}/cobranca/abcdefghijklmnopqrstuvwxyz0123456789`;
    expect(within(drawer).getByLabelText('Link para o pagador')).toHaveValue(link);
    const open = within(drawer).getByRole('link', { name: /Abrir página/ });
    expect(open).toHaveAttribute('href', link);
    expect(open).toHaveAttribute('target', '_blank');
    expect(server.calls.filter((call) => call === `POST ${URL}`).length).toBeGreaterThan(0);
  });

  it('should list what the régua planned and sent for this receivable, with the reason of a skip', async () => {
    server = fakeApi({
      [`POST ${URL}`]: () => ({ status: 200, body: charge() }),
      [`GET /v1/companies/movements/${ID}/reminders`]: () => ({
        status: 200,
        body: {
          items: [
            {
              id: '00000000-0000-4000-9000-000000000901',
              offset_days: 3,
              due_date: '2026-11-20',
              planned_for: '2026-11-23',
              email: 'maria@cliente.test',
              status: 'skipped',
              reason: 'A conta já estava paga.',
              subject: null,
              sent_at: null,
            },
            {
              id: '00000000-0000-4000-9000-000000000902',
              offset_days: 0,
              due_date: '2026-11-20',
              planned_for: '2026-11-20',
              email: 'maria@cliente.test',
              status: 'sent',
              reason: null,
              subject: 'Padaria: Bolo vence hoje',
              sent_at: '2026-11-20T11:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Cobrança Pix' });
    const log = await within(drawer).findByRole('region', { name: 'Lembretes por e-mail' });
    const items = await within(log).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Não enviado');
    expect(items[0]).toHaveTextContent('3 dias após o vencimento');
    expect(items[0]).toHaveTextContent('A conta já estava paga.');
    expect(items[1]).toHaveTextContent('Enviado');
    expect(items[1]).toHaveTextContent('20/11/2026 às 08:00 · no dia do vencimento');
    expect(items[1]).toHaveTextContent('Padaria: Bolo vence hoje');
  });

  it('should send a reminder now, show it in the log, and say why when it cannot', async () => {
    const sentNow = {
      id: '00000000-0000-4000-9000-000000000903',
      offset_days: 2,
      due_date: '2026-11-20',
      planned_for: '2026-11-22',
      email: 'maria@cliente.test',
      status: 'sent',
      reason: null,
      subject: 'Padaria: Bolo venceu em 20/11/2026',
      sent_at: '2026-11-22T13:30:00.000Z',
      manual: true,
    };
    let log: unknown[] = [];
    let answer = { status: 201, body: sentNow as unknown };
    server = fakeApi({
      [`POST ${URL}`]: () => ({ status: 200, body: charge() }),
      [`GET /v1/companies/movements/${ID}/reminders`]: () => ({
        status: 200,
        body: { items: log },
      }),
      [`POST /v1/companies/movements/${ID}/reminders`]: () => {
        if (answer.status === 201) log = [sentNow];
        return answer;
      },
    });
    const user = userEvent.setup();
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Cobrança Pix' });
    const region = await within(drawer).findByRole('region', { name: 'Lembretes por e-mail' });
    await within(region).findByText(/Nenhum lembrete enviado/);
    await user.click(within(region).getByRole('button', { name: 'Enviar lembrete agora' }));
    expect(await screen.findByText('Lembrete enviado para maria@cliente.test')).toBeInTheDocument();
    const [item] = await within(region).findAllByRole('listitem');
    expect(item).toHaveTextContent('Enviado');
    expect(item).toHaveTextContent('enviado na hora');
    expect(item).toHaveTextContent('Padaria: Bolo venceu em 20/11/2026');

    answer = {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'O cliente não tem e-mail: cadastre-o para enviar o lembrete.',
      },
    };
    await user.click(within(region).getByRole('button', { name: 'Enviar lembrete agora' }));
    expect(
      await screen.findByText('O cliente não tem e-mail: cadastre-o para enviar o lembrete.'),
    ).toBeInTheDocument();
    expect(
      server.calls.filter((call) => call === `POST /v1/companies/movements/${ID}/reminders`),
    ).toHaveLength(2);
  });

  it('should copy the code and the link, and fall back to selecting when the clipboard fails', async () => {
    server = fakeApi({ [`POST ${URL}`]: () => ({ status: 200, body: charge() }) });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(BR_CODE);
    expect(await screen.findByText('Código Pix copiado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toMatch(/\/cobranca\/abcdefghij/);
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();

    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Selecione e copie o código')).toBeInTheDocument();
    const code = screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola');
    expect(code).toHaveFocus();
    expect(code.selectionEnd - code.selectionStart).toBe(BR_CODE.length);
  });

  it("should show the API's 409 message and a link to the tab that fixes it", async () => {
    server = fakeApi({
      [`POST ${URL}`]: () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: PIX_CHARGE_MESSAGES.noChargeAccount },
      }),
    });
    renderDrawer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Defina em Contas bancárias a conta padrão para cobrança, com uma chave Pix, para cobrar por Pix.',
    );
    expect(within(alert).getByRole('link', { name: 'Ir para Contas bancárias' })).toHaveAttribute(
      'href',
      '/empresa/contas-bancarias',
    );
    // Asking again would change nothing until the company's data does.
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR Code Pix/ })).toBeNull();
  });

  it('should not inline an SVG that could run script', async () => {
    server = fakeApi({
      [`POST ${URL}`]: () => ({
        status: 200,
        body: charge({ qr_svg: '<svg><script>alert(1)</script></svg>' }),
      }),
    });
    renderDrawer();
    expect(await screen.findByLabelText('Pix copia e cola')).toHaveValue(BR_CODE);
    expect(screen.queryByRole('img', { name: /QR Code Pix/ })).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/O QR Code não pôde ser exibido/)).toBeInTheDocument();
  });

  it('should cancel after an inline confirmation with DELETE, toast and close', async () => {
    server = fakeApi({
      [`POST ${URL}`]: () => ({ status: 200, body: charge() }),
      [`DELETE ${URL}`]: () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Cancelar cobrança' }));
    expect(screen.getByRole('button', { name: 'Manter cobrança' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Manter cobrança' }));
    expect(screen.getByRole('button', { name: 'Cancelar cobrança' })).toHaveFocus();
    expect(server.calls).not.toContain(`DELETE ${URL}`);

    await user.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Cobrança cancelada')).toBeInTheDocument();
    expect(server.calls).toContain(`DELETE ${URL}`);
    await waitFor(() => expect(urlParams().get('cobranca-pix')).toBeNull());
    expect(urlParams().get('status')).toBe('aberto');
  });
});
