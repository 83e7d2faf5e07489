import type { FastifyPluginAsync } from 'fastify';
import health from './health/index';
import invitationLinks from './v1/auth/invitations/index';
import resetPassword from './v1/auth/reset-password/index';
import confirmResetPassword from './v1/auth/reset-password/confirm/index';
import signInWithGoogle from './v1/auth/sign-in/google/index';
import signIn from './v1/auth/sign-in/index';
import signUpCode from './v1/auth/sign-up/code/index';
import signUp from './v1/auth/sign-up/index';
import verifySignUpCode from './v1/auth/sign-up/verify/index';
import sessions from './v1/auth/sessions/index';
import switchCompany from './v1/auth/switch-company/index';
import auditLog from './v1/companies/audit-log/index';
import bankAccounts from './v1/companies/bank-accounts/index';
import categories from './v1/companies/categories/index';
import companies from './v1/companies/index';
import dashboards from './v1/companies/dashboards/index';
import invitations from './v1/companies/invitations/index';
import members from './v1/companies/members/index';
import files from './v1/companies/files/index';
import imports from './v1/companies/imports/index';
import spreadsheetImports from './v1/companies/spreadsheet-imports/index';
import movementBulk from './v1/companies/movements/bulk/index';
import movementExport from './v1/companies/movements/export/index';
import movementFiles from './v1/companies/movements/movement-files';
import movements from './v1/companies/movements/index';
import suppliers from './v1/companies/suppliers/index';
import clients from './v1/companies/clients/index';
import companyLogo from './v1/companies/company-logo';
import images from './v1/images/index';
import profilePhoto from './v1/users/profile/photo';
import costCenters from './v1/companies/cost-centers/index';
import email from './v1/users/email/index';
import password from './v1/users/password/index';
import profile from './v1/users/profile/index';

/**
 * Every route module, mounted at the URL its folder spells (routes/v1/users/profile → /v1/users/profile).
 * Listed by hand rather than scanned so that the production bundle is one file.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' });
  await app.register(signIn, { prefix: '/v1/auth/sign-in' });
  await app.register(signInWithGoogle, { prefix: '/v1/auth/sign-in/google' });
  await app.register(signUpCode, { prefix: '/v1/auth/sign-up/code' });
  await app.register(verifySignUpCode, { prefix: '/v1/auth/sign-up/verify' });
  await app.register(signUp, { prefix: '/v1/auth/sign-up' });
  await app.register(resetPassword, { prefix: '/v1/auth/reset-password' });
  await app.register(confirmResetPassword, { prefix: '/v1/auth/reset-password/confirm' });
  await app.register(switchCompany, { prefix: '/v1/auth/switch-company' });
  await app.register(sessions, { prefix: '/v1/auth/sessions' });
  await app.register(invitationLinks, { prefix: '/v1/auth/invitations' });
  await app.register(profile, { prefix: '/v1/users/profile' });
  await app.register(profilePhoto, { prefix: '/v1/users/profile' });
  await app.register(password, { prefix: '/v1/users/password' });
  await app.register(email, { prefix: '/v1/users/email' });
  await app.register(companies, { prefix: '/v1/companies' });
  await app.register(companyLogo, { prefix: '/v1/companies' });
  await app.register(costCenters, { prefix: '/v1/companies/cost-centers' });
  await app.register(bankAccounts, { prefix: '/v1/companies/bank-accounts' });
  await app.register(suppliers, { prefix: '/v1/companies/suppliers' });
  await app.register(clients, { prefix: '/v1/companies/clients' });
  await app.register(categories, { prefix: '/v1/companies/categories' });
  await app.register(invitations, { prefix: '/v1/companies/invitations' });
  await app.register(members, { prefix: '/v1/companies/members' });
  await app.register(movements, { prefix: '/v1/companies/movements' });
  await app.register(movementBulk, { prefix: '/v1/companies/movements/bulk' });
  await app.register(movementExport, { prefix: '/v1/companies/movements/export' });
  await app.register(movementFiles, { prefix: '/v1/companies/movements' });
  await app.register(files, { prefix: '/v1/companies/files' });
  await app.register(images, { prefix: '/v1/images' });
  await app.register(dashboards, { prefix: '/v1/companies/dashboards' });
  await app.register(auditLog, { prefix: '/v1/companies/audit-log' });
  await app.register(imports, { prefix: '/v1/companies/imports' });
  await app.register(spreadsheetImports, { prefix: '/v1/companies/spreadsheet-imports' });
};

export default routes;
