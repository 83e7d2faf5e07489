import { remoteModulePath } from 'shared/remotes';
import type { RemoteModuleId } from 'shared/remotes';

/**
 * SPEC.md §2: `guest` = "not logged in only", `auth` = "auth required", `always` = not-found (and
 * the invitation and charge links).
 */
export type Access = 'guest' | 'auth' | 'always';

/**
 * `app`: inside the shell when signed in, in the sign-in pages' frame when not. `public`: in that
 * frame for everyone, with no shell even when signed in: a page for people outside the company
 * (DESIGN.md, "The wave after"), who may be Fluxo users of another company.
 */
export type Layout = 'app' | 'public';

export interface RemoteRoute {
  path: string;
  name: string;
  access: Access;
  module: RemoteModuleId;
  layout: Layout;
}

/** A route served by a remote module, on the path `REMOTE_MODULES` gives that module. */
const route = (
  name: string,
  access: Access,
  module: RemoteModuleId,
  layout: Layout = 'app',
): RemoteRoute => ({ path: remoteModulePath(module), name, access, module, layout });

/** The route table of SPEC.md §2, each route served by the remote that owns it. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  route('login', 'guest', 'auth/LoginPage'),
  route('forgot-password', 'guest', 'auth/ForgotPasswordPage'),
  route('reset-password', 'guest', 'auth/ResetPasswordPage'),
  route('signup', 'guest', 'auth/SignupPage'),
  route('verificacao', 'guest', 'auth/VerificationPage'),
  route('info', 'guest', 'auth/SignupInfoPage'),
  route('insights', 'auth', 'insights/InsightsPage'),
  route('movimentacoes', 'auth', 'movements/MovementsPage'),
  route('movimentacoes-importacao', 'auth', 'movements/MovementsImportPage'),
  route('movimentacoes-notas', 'auth', 'movements/FiscalImportPage'),
  route('movimentacoes-aprovacoes', 'auth', 'movements/ApprovalsPage'),
  route('movimentacoes-pagamento', 'auth', 'movements/PaymentPage'),
  route('importacao', 'auth', 'movements/ImportPage'),
  route('importacao-regras', 'auth', 'movements/ImportRulesPage'),
  route('painel-de-vendas', 'auth', 'insights/SalesPanelPage'),
  route('relatorios-dre', 'auth', 'insights/DrePage'),
  route('relatorios-orcamento', 'auth', 'insights/BudgetPage'),
  route('relatorios-cenarios', 'auth', 'insights/CashScenariosPage'),
  route('visao-consolidada', 'auth', 'insights/GroupPage'),
  route('empresa', 'auth', 'company/CompanyPage'),
  route('empresa-nova', 'auth', 'company/NewCompanyPage'),
  route('minha-conta', 'auth', 'company/AccountPage'),
  // An invitation link works signed in (accept) and signed out (sign in or up to accept).
  route('convite', 'always', 'auth/InvitationPage'),
  // A Pix charge's payer, whoever they are: their own company's menus have no place around it.
  route('cobranca', 'always', 'auth/PixChargePage', 'public'),
];

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
