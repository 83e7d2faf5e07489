import { SignupInfoPage } from '../features/sign-up/components/signup-info-page';

export default SignupInfoPage;
