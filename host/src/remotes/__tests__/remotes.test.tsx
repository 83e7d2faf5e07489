import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { loadRemotesConfig, parseRemotesConfig, readOverrides } from '../remotes-config';
import { RemotePage } from '../remote-page';
import { setRemotesState } from '../remotes-state';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemotesState({
      remotes: { insights: 'http://localhost/remotes/insights/mf-manifest.json' },
      problem: null,
      overrides: {},
    });
  });

  it('should show a Portuguese fallback when a remote cannot load, and retry it', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderWithProviders(<RemotePage module="insights/InsightsPage" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Insights está indisponível');

    loadRemoteMock.mockResolvedValueOnce({ default: () => <p>Insights carregado</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Insights carregado')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'insights', entry: 'http://localhost/remotes/insights/mf-manifest.json' }],
      { force: true },
    );
  });

  it('should keep the prerendered page until the remote page is there, then give way', async () => {
    const prerender = document.createElement('div');
    prerender.id = 'prerender';
    prerender.textContent = 'Acessar a plataforma (HTML do servidor)';
    document.body.append(prerender);
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderWithProviders(<RemotePage module="auth/LoginPage" />);

    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    expect(document.getElementById('prerender')).not.toBeNull();
    arrive({ default: () => <p>Acessar a plataforma</p> });
    expect(await screen.findByText('Acessar a plataforma')).toBeInTheDocument();
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('should give way to the error too, so a remote that is down is said, not hidden', async () => {
    const prerender = document.createElement('div');
    prerender.id = 'prerender';
    document.body.append(prerender);
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch'));
    // Another module than the test before: a module that loaded once stays loaded.
    renderWithProviders(<RemotePage module="auth/ForgotPasswordPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar');
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('should say the remotes config could not be read when that is the cause', async () => {
    setRemotesState({ remotes: {}, problem: 'invalid', overrides: {} });
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-004'));
    renderWithProviders(<RemotePage module="company/CompanyPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('configuração dos módulos');
  });
});

describe('remotes config', () => {
  const base = 'https://app.fluxo.test/';

  it('should resolve relative manifest URLs and drop entries that are not URLs', () => {
    expect(
      parseRemotesConfig(
        { auth: '/remotes/auth/mf-manifest.json', bad: 3, 'Not A Name': '/x' },
        base,
      ),
    ).toEqual({
      auth: 'https://app.fluxo.test/remotes/auth/mf-manifest.json',
    });
    expect(parseRemotesConfig(['nope'], base)).toBeNull();
    expect(parseRemotesConfig('nope', base)).toBeNull();
  });

  it('should accept overrides to loopback addresses only, and remember them for the tab', () => {
    const overrides = readOverrides(
      '?remote:insights=http://localhost:3002/mf-manifest.json&remote:company=https://evil.example/mf-manifest.json',
    );
    expect(overrides).toEqual({ insights: 'http://localhost:3002/mf-manifest.json' });
    expect(readOverrides('')).toEqual({ insights: 'http://localhost:3002/mf-manifest.json' });
    expect(readOverrides('?remote:insights=')).toEqual({});
  });

  it('should report a config that is not JSON as invalid, and a failed fetch as unreachable', async () => {
    const notJson = jest.fn(async () => ({ ok: true, json: async () => JSON.parse('not json') }));
    expect(await loadRemotesConfig(notJson as unknown as typeof fetch)).toMatchObject({
      problem: 'invalid',
      remotes: {},
    });
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRemotesConfig(down as unknown as typeof fetch)).toMatchObject({
      problem: 'unreachable',
    });
  });
});
