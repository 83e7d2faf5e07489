// Public entry of `shared/remotes`: the one list of what each remote exposes. Everything else is
// derived from it: the remote's federation `exposes` (`remoteConfig`), its `src/expose/` files (a
// test holds them equal), its standalone routes, the host's route table, and `RemoteModuleId`.
import type { ComponentType } from 'react';
import type { RemoteName } from '../federation/remotes';

/** Remote → exposed module → the route it serves (SPEC.md §2). */
export const REMOTE_MODULES = {
  auth: {
    LoginPage: '/login',
    SignupPage: '/signup',
    VerificationPage: '/signup/verificacao',
    // Its children info-usuario and info-empresa are routed inside the remote.
    SignupInfoPage: '/signup/info/*',
    ForgotPasswordPage: '/forgot-password',
    ResetPasswordPage: '/reset/:token',
    // For anyone: it accepts as the signed-in person or signs in or up to accept.
    InvitationPage: '/convite/:token',
    // The payer's page of a Pix charge: public, for people outside the company (DESIGN.md).
    PixChargePage: '/cobranca/:token',
  },
  insights: {
    InsightsPage: '/',
    SalesPanelPage: '/painel-de-vendas',
    DrePage: '/relatorios/dre',
    BudgetPage: '/relatorios/orcamento',
    CashScenariosPage: '/relatorios/cenarios',
    // The person's grupo econômico, across their companies: opened from the company menu.
    GroupPage: '/visao-consolidada',
  },
  // '/empresa/nova' outranks '/empresa/:tab' in the router: a static segment wins.
  company: {
    CompanyPage: '/empresa/:tab',
    NewCompanyPage: '/empresa/nova',
    AccountPage: '/minha-conta/:tab',
  },
  movements: {
    MovementsPage: '/movimentacoes',
    MovementsImportPage: '/movimentacoes/importacao',
    FiscalImportPage: '/movimentacoes/notas',
    ApprovalsPage: '/movimentacoes/aprovacoes',
    PaymentPage: '/movimentacoes/pagamento/:id',
    ImportPage: '/importacao',
    ImportRulesPage: '/importacao/regras',
  },
} as const satisfies Record<RemoteName, Record<string, string>>;

type Modules = typeof REMOTE_MODULES;

/** `insights/InsightsPage`: what `loadRemote` is given. */
export type RemoteModuleId = {
  [Name in RemoteName]: `${Name}/${keyof Modules[Name] & string}`;
}[RemoteName];

/**
 * What every exposed module is: a route component (default export) that reads its params from
 * the router. Remotes are found at run time, so their types are not downloaded (`dts: false`):
 * this one shape is their contract.
 */
export interface RemoteModule {
  default: ComponentType;
}

export interface ExposedModule {
  id: RemoteModuleId;
  /** The name after the remote's: `LoginPage`. */
  module: string;
  /** The route it serves. */
  path: string;
  /** Its file under the remote's `src/expose/`: `login-page.tsx` (kebab-case, STYLE.md). */
  file: string;
}

const kebabCase = (name: string): string =>
  name.replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);

/** The modules one remote exposes, in the list's order. */
export function exposedModules(remote: RemoteName): ExposedModule[] {
  return Object.entries(REMOTE_MODULES[remote]).map(([module, path]) => ({
    id: `${remote}/${module}` as RemoteModuleId,
    module,
    path,
    file: `${kebabCase(module)}.tsx`,
  }));
}

/** The route a module serves. */
export function remoteModulePath(id: RemoteModuleId): string {
  const [remote, module] = id.split('/') as [RemoteName, string];
  const path = (REMOTE_MODULES[remote] as Record<string, string>)[module];
  if (path === undefined) throw new Error(`${id} is not in REMOTE_MODULES`);
  return path;
}
