import type { InjectOptions } from 'fastify';
import { COMPANY_HEADER } from 'shared/contracts';
import type { MemberRole } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { bearer, createUser, signIn } from '../../helper';
import type { Tenant } from '../setup/setup-fixtures';

export const APPROVALS_URL = '/v1/companies/approvals';

/** A new person who joins the tenant's company with `role`, signed in, calling as that company. */
export async function joinAs(app: App, tenant: Tenant, role: MemberRole): Promise<Tenant> {
  const person = await createUser(app, { companyCount: 0 });
  await app.db
    .insert(memberships)
    .values({ companyId: tenant.companyId, userId: person.userId, role });
  const token = await signIn(app, person.email, person.password);
  return {
    userId: person.userId,
    companyId: tenant.companyId,
    token,
    call(method, url, payload) {
      const options: InjectOptions = {
        method,
        url,
        headers: { ...bearer(token), [COMPANY_HEADER]: tenant.companyId },
      };
      if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
      return app.inject(options);
    },
  };
}
