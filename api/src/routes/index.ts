import type { FastifyPluginAsync } from 'fastify';
import health from './health/index';
import resetPassword from './v1/auth/reset-password/index';
import confirmResetPassword from './v1/auth/reset-password/confirm/index';
import signInWithGoogle from './v1/auth/sign-in/google/index';
import signIn from './v1/auth/sign-in/index';
import signUpCode from './v1/auth/sign-up/code/index';
import signUp from './v1/auth/sign-up/index';
import verifySignUpCode from './v1/auth/sign-up/verify/index';
import switchCompany from './v1/auth/switch-company/index';
import companies from './v1/companies/index';
import profile from './v1/users/profile/index';

/**
 * Every route module, mounted at the URL its folder spells (routes/v1/users/profile → /v1/users/profile).
 * Listed by hand rather than scanned so that the production bundle is one file.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' });
  await app.register(signIn, { prefix: '/v1/auth/sign-in' });
  await app.register(signInWithGoogle, { prefix: '/v1/auth/sign-in/google' });
  await app.register(signUpCode, { prefix: '/v1/auth/sign-up/code' });
  await app.register(verifySignUpCode, { prefix: '/v1/auth/sign-up/verify' });
  await app.register(signUp, { prefix: '/v1/auth/sign-up' });
  await app.register(resetPassword, { prefix: '/v1/auth/reset-password' });
  await app.register(confirmResetPassword, { prefix: '/v1/auth/reset-password/confirm' });
  await app.register(switchCompany, { prefix: '/v1/auth/switch-company' });
  await app.register(profile, { prefix: '/v1/users/profile' });
  await app.register(companies, { prefix: '/v1/companies' });
};

export default routes;
