import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { COMPANY_HEADER, SESSION_EXPIRED_MESSAGES } from 'shared/contracts';
import type { MemberRole, Membership } from 'shared/contracts';
import { forbidden, unauthorized } from '../errors';
import { createSessionsRepository } from '../domains/identity/repositories/sessions-repository';
import { NOT_A_MEMBER_MESSAGE } from '../domains/identity/services/auth-service';
import { createTokenService } from '../domains/identity/services/token-service';
import type { TokenService } from '../domains/identity/services/token-service';
import { validatorCompiler } from './validation';

/** Who is calling and for which company; set by `authenticate`, narrowed by `authorizeCompany`. */
export interface AuthContext {
  userId: string;
  /** The session the token belongs to (`sid`). */
  sessionId: string;
  /** The token's active company, or the `x-company-id` company on company routes. */
  companyId: string;
  role: MemberRole;
  memberOf: Membership[];
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: a valid bearer token, else 401 with the messages the apps react to. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook after `authenticate`: `x-company-id` must be one of the token's companies. */
    authorizeCompany: onRequestAsyncHookHandler;
    /** The caller when the route authenticated one; for global hooks, which run on every route. */
    authOf(request: FastifyRequest): AuthContext | undefined;
    /**
     * Who a token belongs to, with `authenticate`'s checks (signature, expiry, open session), for
     * a page the server renders with the caller's data (the dashboard at `/`, from the cookie).
     * Throws the same 401 errors.
     */
    sessionOf(token: string): Promise<AuthContext>;
  }
  interface FastifyRequest {
    readonly auth: AuthContext;
  }
  interface FastifyContextConfig {
    /**
     * The roles that may call the route, checked by `authorizeCompany` against the caller's role
     * in the `x-company-id` company; left out, any member may.
     */
    roles?: readonly MemberRole[];
    /** The 403 message when the role is not allowed; left out, `ROLE_NOT_ALLOWED_MESSAGE`. */
    forbiddenMessage?: string;
  }
}

export const ROLE_NOT_ALLOWED_MESSAGE = 'Seu papel nesta empresa não permite esta alteração.';

// The exact strings of SPEC.md §4: the apps end the session when they see them.
const [MISSING_OR_MALFORMED, EXPIRED] = SESSION_EXPIRED_MESSAGES;

/** Documented on every company route; validated by `authorizeCompany` with the same messages. */
export const companyHeadersSchema = z.looseObject({
  [COMPANY_HEADER]: z.uuid().describe('Empresa ativa; precisa estar em `memberOf` do token'),
});

const BEARER = /^Bearer ([A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*)$/i;

export default fp(
  async function authentication(app, options: { secret: string; ttlSeconds: number }) {
    const contexts = new WeakMap<FastifyRequest, AuthContext>();
    const validateCompanyHeader = validatorCompiler({
      schema: companyHeadersSchema,
      method: '',
      url: '',
      httpPart: 'headers',
    });

    app.decorate('tokens', createTokenService(options));
    app.decorate('authOf', (request: FastifyRequest) => contexts.get(request));
    const sessions = createSessionsRepository(app.primaryReads.db);

    app.decorateRequest('auth', {
      getter(this: FastifyRequest) {
        const context = contexts.get(this);
        // A route that reads `auth` without the hook is a programming error, not a client one.
        if (!context) throw new Error('request.auth read on a route without the authenticate hook');
        return context;
      },
    });

    async function sessionOf(token: string): Promise<AuthContext> {
      const check = await app.tokens.verify(token);
      if (!check.ok)
        throw unauthorized(check.reason === 'expired' ? EXPIRED : MISSING_OR_MALFORMED);
      const { sub, sid, company_id, memberOf } = check.payload;
      const active = memberOf.find((m) => m.company_id === company_id);
      // verify() guarantees the active company is in memberOf.
      if (!active) throw unauthorized(MISSING_OR_MALFORMED);
      // A genuine token of an ended session (sign-out, password reset, 'Sair de todos os
      // dispositivos') gets the expiry message, so the apps send the person back to sign in.
      if (!(await sessions.isOpen(sid, sub))) throw unauthorized(EXPIRED);
      return { userId: sub, sessionId: sid, companyId: company_id, role: active.role, memberOf };
    }
    app.decorate('sessionOf', sessionOf);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized(MISSING_OR_MALFORMED);
      contexts.set(request, await sessionOf(match[1]));
    });

    app.decorate('authorizeCompany', async function authorizeCompany(request: FastifyRequest) {
      const auth = request.auth;
      const result = validateCompanyHeader(request.headers);
      if (result && typeof result === 'object' && 'error' in result && result.error) {
        throw result.error;
      }
      const companyId = request.headers[COMPANY_HEADER] as string;
      const membership = auth.memberOf.find((m) => m.company_id === companyId);
      if (!membership) throw forbidden(NOT_A_MEMBER_MESSAGE);
      const { roles, forbiddenMessage } = request.routeOptions.config;
      if (roles && !roles.includes(membership.role)) {
        throw forbidden(forbiddenMessage ?? ROLE_NOT_ALLOWED_MESSAGE);
      }
      contexts.set(request, { ...auth, companyId, role: membership.role });
    });

    // `roles` is only checked by `authorizeCompany`: a route that lists roles without that hook
    // would let every role through, so it is refused when it is declared.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      if (route.config?.roles && !hooks.includes(app.authorizeCompany)) {
        throw new Error(`${route.method} ${route.url}: 'roles' needs the authorizeCompany hook`);
      }
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
