import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REMINDER_STEPS } from 'shared/contracts';
import type { ReminderSettings } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const URL = '/v1/companies/reminder-settings';
const off: ReminderSettings = { enabled: false, steps: DEFAULT_REMINDER_STEPS };

describe('régua de cobrança tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show the default schedule, preview a step and save the régua turned on', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      [`GET ${URL}`]: () => ({ status: 200, body: off }),
      [`PUT ${URL}`]: (request) => {
        bodies.push(request.body);
        return { status: 200, body: request.body };
      },
    });
    renderCompanyArea('regua-de-cobranca');
    expect(
      await screen.findByRole('heading', { name: 'Lembrete 1: 3 dias antes do vencimento' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lembrete 2: no dia do vencimento' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Lembrete 5: 15 dias após o vencimento' }),
    ).toBeVisible();

    const first = screen.getByRole('region', { name: 'Lembrete 1: 3 dias antes do vencimento' });
    await userEvent.click(within(first).getByRole('button', { name: 'Ver prévia' }));
    const preview = within(first).getByRole('region', { name: 'Prévia do lembrete 1' });
    expect(preview).toHaveTextContent('Padaria Pão Dourado: Mensalidade de dezembro vence em');
    expect(preview).toHaveTextContent('Olá, Maria Souza.');
    expect(preview).toHaveTextContent(/R\$\s350,00/);

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Enviar lembretes de cobrança por e-mail aos clientes',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar régua' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ enabled: true, steps: DEFAULT_REMINDER_STEPS });
  });

  it('should refuse two steps on one day and a field that does not exist, sending nothing', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      [`GET ${URL}`]: () => ({ status: 200, body: off }),
      [`PUT ${URL}`]: (request) => {
        bodies.push(request.body);
        return { status: 200, body: request.body };
      },
    });
    renderCompanyArea('regua-de-cobranca');
    const first = await screen.findByRole('region', {
      name: 'Lembrete 1: 3 dias antes do vencimento',
    });
    const second = screen.getByRole('region', { name: 'Lembrete 2: no dia do vencimento' });
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Quando' }),
      'antes',
    );
    await userEvent.type(within(second).getByRole('textbox', { name: 'Dias' }), '3');
    const subject = within(first).getByRole('textbox', { name: 'Assunto' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Olá {{nome}');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar régua' }));

    expect(await screen.findByText('Já há um lembrete neste dia')).toBeVisible();
    expect(screen.getByText('Campo desconhecido: {nome}')).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  it('should show a finance member the régua without letting them change it', async () => {
    server = fakeApi({ [`GET ${URL}`]: () => ({ status: 200, body: { ...off, enabled: true } }) });
    const token = fakeToken({ memberOf: [{ company_id: 'company-1', role: 'finance' }] });
    renderCompanyArea('regua-de-cobranca', demoAccount({ access_token: token }));
    expect(
      await screen.findByText(
        'Só proprietários e administradores da empresa podem mudar a régua de cobrança.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar régua' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Assunto' })[0]).toBeDisabled();
  });
});
