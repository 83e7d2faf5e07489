import type { FastifyPluginAsync } from 'fastify';
import health from './health/index';
import signIn from './v1/auth/sign-in/index';
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
  await app.register(switchCompany, { prefix: '/v1/auth/switch-company' });
  await app.register(profile, { prefix: '/v1/users/profile' });
  await app.register(companies, { prefix: '/v1/companies' });
};

export default routes;
