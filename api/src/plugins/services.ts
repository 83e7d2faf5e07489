import fp from 'fastify-plugin';
import { createApprovalsRepository } from '../domains/approvals/repositories/approvals-repository';
import { createBudgetsRepository } from '../domains/planning/repositories/budgets-repository';
import { createBudgetComparisonService } from '../domains/planning/services/budget-comparison-service';
import type { BudgetComparisonService } from '../domains/planning/services/budget-comparison-service';
import { createForecastRepository } from '../domains/planning/repositories/forecast-repository';
import { createCashScenariosRepository } from '../domains/planning/repositories/cash-scenarios-repository';
import { createCompanyGroupRepository } from '../domains/planning/repositories/company-group-repository';
import { createCompanyGroupService } from '../domains/planning/services/company-group-service';
import type { CompanyGroupService } from '../domains/planning/services/company-group-service';
import { createCashScenarioService } from '../domains/planning/services/cash-scenario-service';
import type { CashScenarioService } from '../domains/planning/services/cash-scenario-service';
import { createCashForecastService } from '../domains/planning/services/cash-forecast-service';
import type { CashForecastService } from '../domains/planning/services/cash-forecast-service';
import { createBudgetService } from '../domains/planning/services/budget-service';
import type { DreOf } from '../domains/planning/services/budget-service';
import type { BudgetService } from '../domains/planning/services/budget-service';
import { createApprovalService } from '../domains/approvals/services/approval-service';
import type { ApprovalService } from '../domains/approvals/services/approval-service';
import { createAccountsRepository } from '../domains/identity/repositories/accounts-repository';
import { createAuditRepository } from '../domains/audit/repositories/audit-repository';
import { createBankAccountsRepository } from '../domains/setup/repositories/bank-accounts-repository';
import { createCategoriesRepository } from '../domains/setup/repositories/categories-repository';
import { createCompaniesRepository } from '../domains/companies/repositories/companies-repository';
import { createCostCentersRepository } from '../domains/setup/repositories/cost-centers-repository';
import { createDashboardsRepository } from '../domains/reports/repositories/dashboards-repository';
import { createSalesPanelRepository } from '../domains/reports/repositories/sales-panel-repository';
import { createEmailChangesRepository } from '../domains/identity/repositories/email-changes-repository';
import { createEmailVerificationsRepository } from '../domains/identity/repositories/email-verifications-repository';
import { createPasswordResetsRepository } from '../domains/identity/repositories/password-resets-repository';
import { createSessionsRepository } from '../domains/identity/repositories/sessions-repository';
import { createInvitationsRepository } from '../domains/companies/repositories/invitations-repository';
import { createMembersRepository } from '../domains/companies/repositories/members-repository';
import { createMovementBulkRepository } from '../domains/movements/repositories/movement-bulk-repository';
import { createMovementExportRepository } from '../domains/movements/repositories/movement-export-repository';
import { createFilesRepository } from '../domains/files/repositories/files-repository';
import { createMovementsRepository } from '../domains/movements/repositories/movements-repository';
import { createMovementTotalsRepository } from '../domains/movements/repositories/movement-totals-repository';
import { createContactsRepository } from '../domains/setup/repositories/contacts-repository';
import { createSpreadsheetImportRepository } from '../domains/imports/repositories/spreadsheet-import-repository';
import { createStatementImportRepository } from '../domains/imports/repositories/statement-import-repository';
import { createReconciliationRepository } from '../domains/imports/repositories/reconciliation-repository';
import { createUsersRepository } from '../domains/identity/repositories/users-repository';
import { createDigestRepository } from '../domains/digest/repositories/digest-repository';
import { createFiscalImportRepository } from '../domains/fiscal/repositories/fiscal-import-repository';
import { createFiscalSettingsRepository } from '../domains/fiscal/repositories/fiscal-settings-repository';
import { createFiscalImportService } from '../domains/fiscal/services/fiscal-import-service';
import type { FiscalImportService } from '../domains/fiscal/services/fiscal-import-service';
import { createFiscalSettingsService } from '../domains/fiscal/services/fiscal-settings-service';
import type { FiscalSettingsService } from '../domains/fiscal/services/fiscal-settings-service';
import { createDigestSettingsService } from '../domains/digest/services/digest-settings-service';
import type { DigestSettingsService } from '../domains/digest/services/digest-settings-service';
import { createAuditService } from '../domains/audit/services/audit-service';
import type { AuditService } from '../domains/audit/services/audit-service';
import { createAuthService } from '../domains/identity/services/auth-service';
import type { AuthService } from '../domains/identity/services/auth-service';
import { createBankAccountService } from '../domains/setup/services/bank-account-service';
import type { BankAccountService } from '../domains/setup/services/bank-account-service';
import { createCategoryService } from '../domains/setup/services/category-service';
import type { CategoryService } from '../domains/setup/services/category-service';
import { createCompanyService } from '../domains/companies/services/company-service';
import type { CompanyService } from '../domains/companies/services/company-service';
import { createCostCenterService } from '../domains/setup/services/cost-center-service';
import type { CostCenterService } from '../domains/setup/services/cost-center-service';
import { createDashboardService } from '../domains/reports/services/dashboard-service';
import type { DashboardService } from '../domains/reports/services/dashboard-service';
import { createReportExportService } from '../domains/reports/services/report-export-service';
import type { ReportExportService } from '../domains/reports/services/report-export-service';
import { createSalesPanelService } from '../domains/reports/services/sales-panel-service';
import type { SalesPanelService } from '../domains/reports/services/sales-panel-service';
import { createDreExportService } from '../domains/reports/services/dre-export-service';
import type { DreExportService } from '../domains/reports/services/dre-export-service';
import { createFileService } from '../domains/files/services/file-service';
import type { FileService } from '../domains/files/services/file-service';
import { createEmailChangeService } from '../domains/identity/services/email-change-service';
import type { EmailChangeService } from '../domains/identity/services/email-change-service';
import { createGoogleIdTokenVerifier } from '../adapters/google-id-token';
import { createMailer } from '../adapters/mailer';
import type { Mailer } from '../adapters/mailer';
import { createInvitationService } from '../domains/companies/services/invitation-service';
import type { InvitationService } from '../domains/companies/services/invitation-service';
import { createMemberService } from '../domains/companies/services/member-service';
import type { MemberService } from '../domains/companies/services/member-service';
import { createMovementBulkService } from '../domains/movements/services/movement-bulk-service';
import type { MovementBulkService } from '../domains/movements/services/movement-bulk-service';
import { createMovementExportService } from '../domains/movements/services/movement-export-service';
import type { MovementExportService } from '../domains/movements/services/movement-export-service';
import { createMovementService } from '../domains/movements/services/movement-service';
import type { MovementService } from '../domains/movements/services/movement-service';
import { createMovementTotalsService } from '../domains/movements/services/movement-totals-service';
import type { MovementTotalsService } from '../domains/movements/services/movement-totals-service';
import { createPasswordResetService } from '../domains/identity/services/password-reset-service';
import type { PasswordResetService } from '../domains/identity/services/password-reset-service';
import { createCodeHasher } from '../adapters/secrets';
import { createSignUpService } from '../domains/identity/services/sign-up-service';
import type { SignUpService } from '../domains/identity/services/sign-up-service';
import { createContactService } from '../domains/setup/services/contact-service';
import type { ContactService } from '../domains/setup/services/contact-service';
import { createSpreadsheetImportService } from '../domains/imports/services/spreadsheet-import-service';
import type { SpreadsheetImportService } from '../domains/imports/services/spreadsheet-import-service';
import { createStatementImportService } from '../domains/imports/services/statement-import-service';
import type { StatementImportService } from '../domains/imports/services/statement-import-service';
import { createReconciliationService } from '../domains/imports/services/reconciliation-service';
import type { ReconciliationService } from '../domains/imports/services/reconciliation-service';
import { createContentStore } from '../adapters/content-store';
import { createImagesRepository } from '../domains/files/repositories/images-repository';
import { createImageService } from '../domains/files/services/image-service';
import type { ImageService } from '../domains/files/services/image-service';
import { createUserService } from '../domains/identity/services/user-service';
import { createPixChargesRepository } from '../domains/cobranca/repositories/pix-charges-repository';
import { createPixChargeService } from '../domains/cobranca/services/pix-charge-service';
import type { PixChargeService } from '../domains/cobranca/services/pix-charge-service';
import { createRemindersRepository } from '../domains/cobranca/reminders/reminders-repository';
import { createReminderSender } from '../domains/cobranca/reminders/reminder-sender';
import { createReminderService } from '../domains/cobranca/reminders/reminder-service';
import type { ReminderService } from '../domains/cobranca/reminders/reminder-service';
import { requestReminderPlan } from '../domains/cobranca/reminders/reminder-jobs';
import { createSecretBox } from '../adapters/secret-box';
import { createPspSettingsRepository } from '../domains/cobranca/repositories/psp-settings-repository';
import { createPspSettingsService } from '../domains/cobranca/services/psp-settings-service';
import type { PspSettingsService } from '../domains/cobranca/services/psp-settings-service';
import { createPixNotificationsRepository } from '../domains/cobranca/repositories/pix-notifications-repository';
import { createPixSettlementRepository } from '../domains/cobranca/repositories/pix-settlement-repository';
import { createPixSettlementService } from '../domains/cobranca/services/pix-settlement-service';
import type { PixSettlementService } from '../domains/cobranca/services/pix-settlement-service';
import type { UserService } from '../domains/identity/services/user-service';
import { createSuggestionService } from '../domains/suggestions/public';
import { createSuggestionsRepository } from '../domains/suggestions/repositories/suggestions-repository';
import { createImportRulesService } from '../domains/suggestions/services/import-rules-service';
import type { ImportRulesService } from '../domains/suggestions/services/import-rules-service';

export interface Services {
  approvals: ApprovalService;
  budgets: BudgetService;
  budgetComparison: BudgetComparisonService;
  cashForecast: CashForecastService;
  cashScenarios: CashScenarioService;
  companyGroup: CompanyGroupService;
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
  reconciliation: ReconciliationService;
  spreadsheetImports: SpreadsheetImportService;
  pixCharges: PixChargeService;
  reminders: ReminderService;
  pspSettings: PspSettingsService;
  pixSettlement: PixSettlementService;
  digest: DigestSettingsService;
  fiscalImports: FiscalImportService;
  fiscalSettings: FiscalSettingsService;
  importRules: ImportRulesService;
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
    const approvalsRepository = createApprovalsRepository(app.db);
    const movements = createMovementService({
      movements: movementsRepository,
      approvals: approvalsRepository,
    });
    // Dashboards read from the replica when there is one (DATABASE_READ_URL).
    const dashboards = createDashboardService({
      dashboards: createDashboardsRepository(app.reader),
    });
    const dreOf: DreOf = (companyId, request) => dashboards.dre(companyId, request);
    const bankAccounts = createBankAccountService({
      bankAccounts: createBankAccountsRepository(app.db),
    });
    const budgetsRepository = createBudgetsRepository(app.db);
    const salesPanel = createSalesPanelService({
      salesPanel: createSalesPanelRepository(app.reader),
    });
    const fiscalImports = createFiscalImportRepository(app.db);
    // Rules first, then history: one service for every import that gives a line a category.
    const suggestionsRepository = createSuggestionsRepository(app.db);
    const suggestions = createSuggestionService({ suggestions: suggestionsRepository });
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
    const pspSettings = createPspSettingsService({
      settings: createPspSettingsRepository(app.db),
      box: createSecretBox(config.psp.secretsKey),
      apiPublicUrl: config.psp.apiPublicUrl,
      allowHttp: config.env !== 'production',
      allowLoopbackHttp: config.psp.allowLoopbackHttp,
      log: app.log,
    });
    // The webhook's notifications are settled in the background from the moment the API is
    // ready (the sweep for what a stopped instance left, a second later), and the drain under way
    // finishes before the database closes.
    const pixSettlement = createPixSettlementService({
      settlement: createPixSettlementRepository(app.db),
      notifications: createPixNotificationsRepository(app.db),
      psp: pspSettings,
      log: app.log,
    });
    app.addHook('onReady', async () => pixSettlement.start());
    app.addHook('onClose', async () => pixSettlement.stop());
    const pixCharges = createPixChargeService({
      charges: createPixChargesRepository(app.db),
      psp: pspSettings,
    });
    const remindersRepository = createRemindersRepository(app.db);
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
      bankAccounts,
      suppliers: createContactService('supplier', { contacts }),
      clients: createContactService('client', { contacts }),
      categories: createCategoryService({ categories: createCategoriesRepository(app.db) }),
      movements,
      approvals: createApprovalService({ approvals: approvalsRepository }),
      budgets: createBudgetService({ budgets: budgetsRepository, dreOf }),
      cashForecast: createCashForecastService({
        forecasts: createForecastRepository(app.reader),
        balancesOf: async (companyId) => (await bankAccounts.balances(companyId)).data,
        companies,
      }),
      companyGroup: createCompanyGroupService({
        groups: createCompanyGroupRepository(app.db),
        dreOf,
        insightsOf: (companyId, filter) => dashboards.insights(companyId, filter),
        cashFlowOf: (companyId, filter) => dashboards.cashFlow(companyId, filter),
        salesPanelOf: (companyId, request, clients) =>
          salesPanel.panel(companyId, request, clients),
      }),
      cashScenarios: createCashScenarioService({
        scenarios: createCashScenariosRepository(app.db),
        forecasts: createForecastRepository(app.db),
      }),
      budgetComparison: createBudgetComparisonService({
        budgets: budgetsRepository,
        companies,
        dreOf,
      }),
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
        approvals: approvalsRepository,
        suggestions,
        store,
      }),
      reconciliation: createReconciliationService({
        reconciliation: createReconciliationRepository(app.db),
      }),
      spreadsheetImports: createSpreadsheetImportService({
        imports: createSpreadsheetImportRepository(app.db),
        approvals: approvalsRepository,
        suggestions,
        store,
      }),
      reminders: createReminderService({
        reminders: remindersRepository,
        // "Enviar lembrete agora" sends at once, as the queue's worker would.
        sender: createReminderSender({
          reminders: remindersRepository,
          pixCharges,
          mailer,
          appPublicUrl: config.appPublicUrl,
        }),
        // The queue starts after the services (plugins/jobs.ts): read when a save happens.
        // Before the queue has started, its start plans anyway (reminder-jobs.ts).
        requestPlan: async () => {
          if (app.jobs) await requestReminderPlan(app.jobs);
        },
      }),
      pixCharges,
      pspSettings,
      pixSettlement,
      digest: createDigestSettingsService({ digests: createDigestRepository(app.db) }),
      fiscalImports: createFiscalImportService({
        imports: fiscalImports,
        approvals: approvalsRepository,
        suggestions,
        store,
      }),
      fiscalSettings: createFiscalSettingsService({
        settings: createFiscalSettingsRepository(app.db),
        imports: fiscalImports,
      }),
      importRules: createImportRulesService({ suggestions: suggestionsRepository }),
    } satisfies Services);
  },
  { name: 'services', dependencies: ['database', 'authentication', 'read-replica'] },
);
