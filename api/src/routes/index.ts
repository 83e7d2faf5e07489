import type { FastifyPluginAsync } from 'fastify';
import health from './health/index';
import auditLog from '../domains/audit/routes/companies/audit-log/index';
import invitationLinks from '../domains/companies/routes/auth/invitations/index';
import switchCompany from '../domains/companies/routes/auth/switch-company/index';
import pspSettings from '../domains/cobranca/routes/companies/bank-accounts/psp';
import pixCharge from '../domains/cobranca/routes/companies/movements/pix-charge';
import pixWebhooks from '../domains/cobranca/routes/public/pix-webhooks/index';
import publicPixCharges from '../domains/cobranca/routes/public/pix-charges/index';
import companies from '../domains/companies/routes/companies/index';
import invitations from '../domains/companies/routes/companies/invitations/index';
import members from '../domains/companies/routes/companies/members/index';
import companyLogo from '../domains/files/routes/companies/company-logo';
import files from '../domains/files/routes/companies/files/index';
import movementFiles from '../domains/files/routes/companies/movements/movement-files';
import images from '../domains/files/routes/images/index';
import profilePhoto from '../domains/files/routes/users/profile/photo';
import confirmResetPassword from '../domains/identity/routes/auth/reset-password/confirm/index';
import resetPassword from '../domains/identity/routes/auth/reset-password/index';
import sessions from '../domains/identity/routes/auth/sessions/index';
import signInWithGoogle from '../domains/identity/routes/auth/sign-in/google/index';
import signIn from '../domains/identity/routes/auth/sign-in/index';
import signUpCode from '../domains/identity/routes/auth/sign-up/code/index';
import signUp from '../domains/identity/routes/auth/sign-up/index';
import verifySignUpCode from '../domains/identity/routes/auth/sign-up/verify/index';
import email from '../domains/identity/routes/users/email/index';
import password from '../domains/identity/routes/users/password/index';
import profile from '../domains/identity/routes/users/profile/index';
import imports from '../domains/imports/routes/companies/imports/index';
import spreadsheetImports from '../domains/imports/routes/companies/spreadsheet-imports/index';
import movementBulk from '../domains/movements/routes/companies/movements/bulk/index';
import movementExport from '../domains/movements/routes/companies/movements/export/index';
import movements from '../domains/movements/routes/companies/movements/index';
import dashboards from '../domains/reports/routes/companies/dashboards/index';
import bankAccounts from '../domains/setup/routes/companies/bank-accounts/index';
import categories from '../domains/setup/routes/companies/categories/index';
import clients from '../domains/setup/routes/companies/clients/index';
import costCenters from '../domains/setup/routes/companies/cost-centers/index';
import suppliers from '../domains/setup/routes/companies/suppliers/index';

/**
 * Every route module, mounted at the URL its folder spells below its domain's routes/ folder, after
 * /v1 (domains/identity/routes/users/profile → /v1/users/profile).
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
  await app.register(pspSettings, { prefix: '/v1/companies/bank-accounts' });
  await app.register(suppliers, { prefix: '/v1/companies/suppliers' });
  await app.register(clients, { prefix: '/v1/companies/clients' });
  await app.register(categories, { prefix: '/v1/companies/categories' });
  await app.register(invitations, { prefix: '/v1/companies/invitations' });
  await app.register(members, { prefix: '/v1/companies/members' });
  await app.register(movements, { prefix: '/v1/companies/movements' });
  await app.register(movementBulk, { prefix: '/v1/companies/movements/bulk' });
  await app.register(movementExport, { prefix: '/v1/companies/movements/export' });
  await app.register(movementFiles, { prefix: '/v1/companies/movements' });
  await app.register(pixCharge, { prefix: '/v1/companies/movements' });
  await app.register(publicPixCharges, { prefix: '/v1/public/pix-charges' });
  await app.register(pixWebhooks, { prefix: '/v1/public/pix-webhooks' });
  await app.register(files, { prefix: '/v1/companies/files' });
  await app.register(images, { prefix: '/v1/images' });
  await app.register(dashboards, { prefix: '/v1/companies/dashboards' });
  await app.register(auditLog, { prefix: '/v1/companies/audit-log' });
  await app.register(imports, { prefix: '/v1/companies/imports' });
  await app.register(spreadsheetImports, { prefix: '/v1/companies/spreadsheet-imports' });
};

export default routes;
