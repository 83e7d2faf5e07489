import { VerificationPage } from '../features/sign-up/components/verification-page';

export default VerificationPage;
