import type { RemoteModuleId } from 'shared/remotes';

/** SPEC.md §2: `guest` = "not logged in only", `auth` = "auth required", `always` = not-found. */
export type Access = 'guest' | 'auth' | 'always';

export interface RemoteRoute {
  path: string;
  name: string;
  access: Exclude<Access, 'always'>;
  module: RemoteModuleId;
}

/** The route table of SPEC.md §2, each route served by the remote that owns it. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/login', name: 'login', access: 'guest', module: 'auth/LoginPage' },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    access: 'guest',
    module: 'auth/ForgotPasswordPage',
  },
  {
    path: '/reset/:token',
    name: 'reset-password',
    access: 'guest',
    module: 'auth/ResetPasswordPage',
  },
  { path: '/signup', name: 'signup', access: 'guest', module: 'auth/SignupPage' },
  {
    path: '/signup/verificacao',
    name: 'verificacao',
    access: 'guest',
    module: 'auth/VerificationPage',
  },
  // Children info-usuario and info-empresa are routed inside the remote.
  { path: '/signup/info/*', name: 'info', access: 'guest', module: 'auth/SignupInfoPage' },
  { path: '/', name: 'insights', access: 'auth', module: 'insights/InsightsPage' },
  {
    path: '/movimentacoes',
    name: 'movimentacoes',
    access: 'auth',
    module: 'movements/MovementsPage',
  },
  {
    path: '/movimentacoes/importacao',
    name: 'movimentacoes-importacao',
    access: 'auth',
    module: 'movements/MovementsImportPage',
  },
  {
    path: '/movimentacoes/pagamento/:id',
    name: 'movimentacoes-pagamento',
    access: 'auth',
    module: 'movements/PaymentPage',
  },
  { path: '/importacao', name: 'importacao', access: 'auth', module: 'movements/ImportPage' },
  {
    path: '/painel-de-vendas',
    name: 'painel-de-vendas',
    access: 'auth',
    module: 'insights/SalesPanelPage',
  },
  { path: '/empresa/:tab', name: 'empresa', access: 'auth', module: 'company/CompanyPage' },
  { path: '/minha-conta/:tab', name: 'minha-conta', access: 'auth', module: 'company/AccountPage' },
];

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
