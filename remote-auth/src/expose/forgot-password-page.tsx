import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page';

export default ForgotPasswordPage;
