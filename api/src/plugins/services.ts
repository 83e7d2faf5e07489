import fp from 'fastify-plugin';
import { createAccountsRepository } from '../repositories/accounts-repository';
import { createAuditRepository } from '../repositories/audit-repository';
import { createBankAccountsRepository } from '../repositories/bank-accounts-repository';
import { createCategoriesRepository } from '../repositories/categories-repository';
import { createCompaniesRepository } from '../repositories/companies-repository';
import { createCostCentersRepository } from '../repositories/cost-centers-repository';
import { createDashboardsRepository } from '../repositories/dashboards-repository';
import { createSalesPanelRepository } from '../repositories/sales-panel-repository';
import { createEmailChangesRepository } from '../repositories/email-changes-repository';
import { createEmailVerificationsRepository } from '../repositories/email-verifications-repository';
import { createPasswordResetsRepository } from '../repositories/password-resets-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { createInvitationsRepository } from '../repositories/invitations-repository';
import { createMembersRepository } from '../repositories/members-repository';
import { createMovementBulkRepository } from '../repositories/movement-bulk-repository';
import { createMovementExportRepository } from '../repositories/movement-export-repository';
import { createFilesRepository } from '../repositories/files-repository';
import { createMovementsRepository } from '../repositories/movements-repository';
import { createMovementTotalsRepository } from '../repositories/movement-totals-repository';
import { createContactsRepository } from '../repositories/contacts-repository';
import { createSpreadsheetImportRepository } from '../repositories/spreadsheet-import-repository';
import { createStatementImportRepository } from '../repositories/statement-import-repository';
import { createUsersRepository } from '../repositories/users-repository';
import { createAuditService } from '../services/audit-service';
import type { AuditService } from '../services/audit-service';
import { createAuthService } from '../services/auth-service';
import type { AuthService } from '../services/auth-service';
import { createBankAccountService } from '../services/bank-account-service';
import type { BankAccountService } from '../services/bank-account-service';
import { createCategoryService } from '../services/category-service';
import type { CategoryService } from '../services/category-service';
import { createCompanyService } from '../services/company-service';
import type { CompanyService } from '../services/company-service';
import { createCostCenterService } from '../services/cost-center-service';
import type { CostCenterService } from '../services/cost-center-service';
import { createDashboardService } from '../services/dashboard-service';
import type { DashboardService } from '../services/dashboard-service';
import { createReportExportService } from '../services/report-export-service';
import type { ReportExportService } from '../services/report-export-service';
import { createSalesPanelService } from '../services/sales-panel-service';
import type { SalesPanelService } from '../services/sales-panel-service';
import { createDreExportService } from '../services/dre-export-service';
import type { DreExportService } from '../services/dre-export-service';
import { createFileService } from '../services/file-service';
import type { FileService } from '../services/file-service';
import { createEmailChangeService } from '../services/email-change-service';
import type { EmailChangeService } from '../services/email-change-service';
import { createGoogleIdTokenVerifier } from '../services/google-id-token';
import { createMailer } from '../services/mailer';
import type { Mailer } from '../services/mailer';
import { createInvitationService } from '../services/invitation-service';
import type { InvitationService } from '../services/invitation-service';
import { createMemberService } from '../services/member-service';
import type { MemberService } from '../services/member-service';
import { createMovementBulkService } from '../services/movement-bulk-service';
import type { MovementBulkService } from '../services/movement-bulk-service';
import { createMovementExportService } from '../services/movement-export-service';
import type { MovementExportService } from '../services/movement-export-service';
import { createMovementService } from '../services/movement-service';
import type { MovementService } from '../services/movement-service';
import { createMovementTotalsService } from '../services/movement-totals-service';
import type { MovementTotalsService } from '../services/movement-totals-service';
import { createPasswordResetService } from '../services/password-reset-service';
import type { PasswordResetService } from '../services/password-reset-service';
import { createCodeHasher } from '../services/secrets';
import { createSignUpService } from '../services/sign-up-service';
import type { SignUpService } from '../services/sign-up-service';
import { createContactService } from '../services/contact-service';
import type { ContactService } from '../services/contact-service';
import { createSpreadsheetImportService } from '../services/spreadsheet-import-service';
import type { SpreadsheetImportService } from '../services/spreadsheet-import-service';
import { createStatementImportService } from '../services/statement-import-service';
import type { StatementImportService } from '../services/statement-import-service';
import { createContentStore } from '../storage/content-store';
import { createImagesRepository } from '../repositories/images-repository';
import { createImageService } from '../services/image-service';
import type { ImageService } from '../services/image-service';
import { createUserService } from '../services/user-service';
import type { UserService } from '../services/user-service';

export interface Services {
  auth: AuthService;
  signUp: SignUpService;
  passwordReset: PasswordResetService;
  users: UserService;
  emailChange: EmailChangeService;
  companies: CompanyService;
  members: MemberService;
  invitations: InvitationService;
  costCenters: CostCenterService;
  bankAccounts: BankAccountService;
  suppliers: ContactService;
  clients: ContactService;
  categories: CategoryService;
  movements: MovementService;
  movementTotals: MovementTotalsService;
  dashboards: DashboardService;
  dreExport: DreExportService;
  salesPanel: SalesPanelService;
  reportExport: ReportExportService;
  files: FileService;
  images: ImageService;
  movementBulk: MovementBulkService;
  movementExport: MovementExportService;
  audit: AuditService;
  statementImports: StatementImportService;
  spreadsheetImports: SpreadsheetImportService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    mailer: Mailer;
  }
}

/** Wires repositories into services once; route handlers only call `app.services`. */
export default fp(
  async function services(app) {
    const { config } = app;
    const users = createUsersRepository(app.db);
    // Fornecedores and clientes: one table of contacts, seen through each role.
    const contacts = createContactsRepository(app.db);
    // Comprovantes, logos and photos share one content-addressed folder.
    const store = createContentStore(config.filesDir);
    const companies = createCompaniesRepository(app.db);
    const mailer = createMailer(config.mail, app.log);
    // The list reads from the replica when there is one (DATABASE_READ_URL); the rest, the primary.
    const movementsRepository = createMovementsRepository(app.db, app.reader);
    const movements = createMovementService({ movements: movementsRepository });
    // Dashboards read from the replica when there is one (DATABASE_READ_URL).
    const dashboards = createDashboardService({
      dashboards: createDashboardsRepository(app.reader),
    });
    const salesPanel = createSalesPanelService({
      salesPanel: createSalesPanelRepository(app.reader),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
    const auth = createAuthService({
      users,
      sessions: createSessionsRepository(app.db),
      tokens: app.tokens,
      google: createGoogleIdTokenVerifier(config.google),
    });
    const userService = createUserService({ users });
    // Keyed with the JWT secret: a copy of the database alone does not reveal the codes.
    const hashCode = createCodeHasher(config.jwt.secret);
    app.decorate('services', {
      auth,
      signUp: createSignUpService({
        users,
        verifications: createEmailVerificationsRepository(app.db),
        accounts: createAccountsRepository(app.db),
        mailer,
        hashCode,
      }),
      passwordReset: createPasswordResetService({
        users,
        resets: createPasswordResetsRepository(app.db),
        mailer,
        appPublicUrl: config.appPublicUrl,
      }),
      users: userService,
      emailChange: createEmailChangeService({
        users,
        changes: createEmailChangesRepository(app.db),
        mailer,
        hashCode,
        toProfile: (userId) => userService.getProfile(userId),
      }),
      companies: createCompanyService({ companies }),
      members: createMemberService({ members: createMembersRepository(app.db) }),
      invitations: createInvitationService({
        invitations: createInvitationsRepository(app.db),
        users,
        auth,
        mailer,
        appPublicUrl: config.appPublicUrl,
      }),
      costCenters: createCostCenterService({
        costCenters: createCostCentersRepository(app.db),
      }),
      bankAccounts: createBankAccountService({
        bankAccounts: createBankAccountsRepository(app.db),
      }),
      suppliers: createContactService('supplier', { contacts }),
      clients: createContactService('client', { contacts }),
      categories: createCategoryService({ categories: createCategoriesRepository(app.db) }),
      movements,
      movementTotals: createMovementTotalsService({
        totals: createMovementTotalsRepository(app.reader),
      }),
      dashboards,
      dreExport: createDreExportService({ dashboards, companies }),
      salesPanel,
      reportExport: createReportExportService({ dashboards, salesPanel, companies }),
      files: createFileService({ files: createFilesRepository(app.db), store }),
      images: createImageService({
        store,
        companies,
        users,
        images: createImagesRepository(app.db),
      }),
      movementBulk: createMovementBulkService({ bulk: createMovementBulkRepository(app.db) }),
      movementExport: createMovementExportService({
        repository: createMovementExportRepository(app.db),
      }),
      audit: createAuditService({ audit: createAuditRepository(app.db) }),
      statementImports: createStatementImportService({
        imports: createStatementImportRepository(app.db),
        store,
      }),
      spreadsheetImports: createSpreadsheetImportService({
        imports: createSpreadsheetImportRepository(app.db),
        store,
      }),
    } satisfies Services);
  },
  { name: 'services', dependencies: ['database', 'authentication', 'read-replica'] },
);
