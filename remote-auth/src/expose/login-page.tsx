import { SignInPage } from '../features/sign-in/components/sign-in-page';

export default SignInPage;
