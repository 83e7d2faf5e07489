import { renderStandalone } from 'shared/ui';
import LoginPage from './expose/login-page';
import SignupPage from './expose/signup-page';
import VerificationPage from './expose/verification-page';
import SignupInfoPage from './expose/signup-info-page';
import ForgotPasswordPage from './expose/forgot-password-page';
import ResetPasswordPage from './expose/reset-password-page';

renderStandalone([
  { path: '/login', Component: LoginPage },
  { path: '/signup', Component: SignupPage },
  { path: '/signup/verificacao', Component: VerificationPage },
  { path: '/signup/info/*', Component: SignupInfoPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset/:token', Component: ResetPasswordPage },
]);
