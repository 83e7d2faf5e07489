import assert from 'node:assert/strict';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { COMPANY_HEADER } from 'shared/contracts';
import type { App } from '../../../src/app';
import { bearer, createUser, signIn } from '../../helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in owner of one company, calling the API as that company. */
export interface Tenant {
  userId: string;
  companyId: string;
  token: string;
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function createTenant(app: App): Promise<Tenant> {
  const fixture = await createUser(app);
  const token = await signIn(app, fixture.email, fixture.password);
  const companyId = fixture.companyIds[0]!;
  return {
    userId: fixture.userId,
    companyId,
    token,
    call(method, url, payload) {
      const options: InjectOptions = {
        method,
        url,
        headers: { ...bearer(token), [COMPANY_HEADER]: companyId },
      };
      if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
      return app.inject(options);
    },
  };
}

/** Creates a row through the API as `tenant`, expecting 201 and a body of the resource's shape. */
export async function createAs<Row>(
  tenant: Tenant,
  url: string,
  schema: { parse(value: unknown): Row },
  body: Record<string, unknown>,
): Promise<Row> {
  const response = await tenant.call('POST', url, body);
  expectStatus(response, 201);
  return schema.parse(response.json());
}

/** The status and, for errors, the Portuguese message; fails with the body when unexpected. */
export function expectStatus(response: LightMyRequestResponse, status: number): void {
  assert.equal(response.statusCode, status, response.body);
}

export function expectError(
  response: LightMyRequestResponse,
  status: number,
  message: string | RegExp,
): void {
  expectStatus(response, status);
  const body = response.json<{ statusCode: number; message: string }>();
  assert.equal(body.statusCode, status);
  if (typeof message === 'string') assert.equal(body.message, message);
  else assert.match(body.message, message);
}

/**
 * The header checks every setup endpoint shares: no x-company-id is a 400, a company that is not
 * in the token a 403, no token a 401.
 */
export async function assertCompanyHeaderChecks(
  app: App,
  tenant: Tenant,
  other: Tenant,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<void> {
  const base: InjectOptions = { method, url };
  if (payload !== undefined) base.payload = payload as InjectOptions['payload'];
  const missing = await app.inject({ ...base, headers: bearer(tenant.token) });
  expectError(missing, 400, /x-company-id/);
  const foreign = await app.inject({
    ...base,
    headers: { ...bearer(tenant.token), [COMPANY_HEADER]: other.companyId },
  });
  expectStatus(foreign, 403);
  const anonymous = await app.inject({ ...base, headers: { [COMPANY_HEADER]: tenant.companyId } });
  expectStatus(anonymous, 401);
}
