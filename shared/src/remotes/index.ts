// Public entry of `shared/remotes`: which module each route loads, for the host's route table.
export const REMOTE_MODULES = {
  auth: [
    'LoginPage',
    'SignupPage',
    'VerificationPage',
    'SignupInfoPage',
    'ForgotPasswordPage',
    'ResetPasswordPage',
  ],
  insights: ['InsightsPage', 'SalesPanelPage'],
  company: ['CompanyPage', 'AccountPage'],
  movements: ['MovementsPage', 'MovementsImportPage', 'PaymentPage', 'ImportPage'],
} as const;

export type RemoteModuleId = {
  [Name in keyof typeof REMOTE_MODULES]: `${Name}/${(typeof REMOTE_MODULES)[Name][number]}`;
}[keyof typeof REMOTE_MODULES];
