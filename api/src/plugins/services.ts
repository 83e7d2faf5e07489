import fp from 'fastify-plugin';
import { createCompaniesRepository } from '../repositories/companies-repository';
import { createUsersRepository } from '../repositories/users-repository';
import { createAuthService } from '../services/auth-service';
import type { AuthService } from '../services/auth-service';
import { createCompanyService } from '../services/company-service';
import type { CompanyService } from '../services/company-service';
import { createUserService } from '../services/user-service';
import type { UserService } from '../services/user-service';

export interface Services {
  auth: AuthService;
  users: UserService;
  companies: CompanyService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Wires repositories into services once; route handlers only call `app.services`. */
export default fp(
  async function services(app) {
    const users = createUsersRepository(app.db);
    const companies = createCompaniesRepository(app.db);
    app.decorate('services', {
      auth: createAuthService({ users, tokens: app.tokens }),
      users: createUserService({ users }),
      companies: createCompanyService({ companies }),
    } satisfies Services);
  },
  { name: 'services', dependencies: ['database', 'authentication'] },
);
