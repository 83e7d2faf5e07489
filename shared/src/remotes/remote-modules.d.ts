// Types of what each remote exposes. Remotes are found at run time, so their types are not
// downloaded (`dts: false`): they are declared here, next to the contract every app shares.
// Each exposed module's default export is a route component that reads its params from the router.

declare module 'auth/LoginPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'auth/SignupPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'auth/VerificationPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'auth/SignupInfoPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'auth/ForgotPasswordPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'auth/ResetPasswordPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'insights/InsightsPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'insights/SalesPanelPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'company/CompanyPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'company/AccountPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'movements/MovementsPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'movements/MovementsImportPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'movements/PaymentPage' {
  const Page: React.ComponentType;
  export default Page;
}
declare module 'movements/ImportPage' {
  const Page: React.ComponentType;
  export default Page;
}
