import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';

export default ResetPasswordPage;
