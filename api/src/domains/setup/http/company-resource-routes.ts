import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../plugins/authentication';
import { errorResponses } from '../../../schemas/responses';
import { SETUP_WRITER_ROLES, idParams } from 'shared/contracts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a company-scoped resource's service offers; it throws AppError for 404/409 and the like. */
export interface CompanyResourceService<Row, Filter, Create, Update> {
  list(companyId: string, filter: Filter): Promise<Row[]>;
  get(companyId: string, id: string): Promise<Row>;
  create(companyId: string, input: Create): Promise<Row>;
  update(companyId: string, id: string, changes: Update): Promise<Row>;
  remove(companyId: string, id: string): Promise<void>;
}

/** A resource whose list is also served in pages (`GET /page`): the tables at 10k rows. */
export interface PagedResourceService<Row, PageFilter> {
  page(companyId: string, filter: PageFilter): Promise<{ items: Row[]; total: number }>;
}

export interface CompanyResourceRoutes<
  Row extends z.ZodType,
  Filter extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  PageFilter extends z.ZodType = z.ZodType,
> {
  tag: string;
  schemas: { row: Row; filter: Filter; create: Create; update: Update };
  service: () => CompanyResourceService<
    z.output<Row>,
    z.output<Filter>,
    z.output<Create>,
    z.output<Update>
  >;
  /** `GET /page`: search and pages on the server; the schema carries the list's filters too. */
  paged?: {
    filter: PageFilter;
    service: () => PagedResourceService<z.output<Row>, z.output<PageFilter>>;
    summary: string;
  };
  /** OpenAPI wording, in Portuguese like the rest of the docs. */
  docs: {
    list: string;
    get: string;
    create: string;
    createConflicts: string;
    update: string;
    remove: string;
  };
}

/**
 * The five routes of a company setup resource (list, create, read, change, delete) for the
 * `x-company-id` company. Every resource declares its own schemas and service; the routes, their
 * guards and their status codes are the same for all, so they are written once.
 */
export function registerCompanyResourceRoutes<
  Row extends z.ZodType,
  Filter extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  PageFilter extends z.ZodType = z.ZodType,
>(app: App, options: CompanyResourceRoutes<Row, Filter, Create, Update, PageFilter>): void {
  const { schemas, docs, service } = options;
  const onRequest = [app.authenticate, app.authorizeCompany];
  // Cadastros shape every report, so only owners and admins change them (DESIGN.md roles).
  const writers = { roles: SETUP_WRITER_ROLES };
  // The zod compilers are app-wide: each request below was validated (and each reply is checked)
  // against these schemas before the handler runs. What the type provider cannot do for schemas
  // that are type parameters is carry that to the types, so the handlers read the parsed values
  // through these helpers, once.
  type Parsed = FastifyRequest<{ Querystring: unknown; Body: unknown; Params: { id: string } }>;
  const filterOf = (request: Parsed) => request.query as z.output<Filter>;
  const createOf = (request: Parsed) => request.body as z.output<Create>;
  const updateOf = (request: Parsed) => request.body as z.output<Update>;
  const pageFilterOf = (request: Parsed) => request.query as z.output<PageFilter>;
  const routes = app.withTypeProvider();
  const common = {
    tags: [options.tag],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };

  routes.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      ...common,
      summary: docs.list,
      querystring: schemas.filter,
      response: { 200: z.array(schemas.row), ...errorResponses(400, 401, 403) },
    },
    handler: async (request: Parsed) => service().list(request.auth.companyId, filterOf(request)),
  });

  const { paged } = options;
  if (paged) {
    // Before `/:id` in reading order only; Fastify prefers a static segment over a parameter.
    routes.route({
      method: 'GET',
      url: '/page',
      onRequest,
      schema: {
        ...common,
        summary: paged.summary,
        querystring: paged.filter,
        response: {
          200: z.object({ items: z.array(schemas.row), total: z.number().int() }),
          ...errorResponses(400, 401, 403),
        },
      },
      handler: async (request: Parsed) =>
        paged.service().page(request.auth.companyId, pageFilterOf(request)),
    });
  }

  routes.route({
    method: 'POST',
    url: '/',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: docs.create,
      description: docs.createConflicts,
      body: schemas.create,
      response: { 201: schemas.row, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request: Parsed, reply) =>
      reply.code(201).send(await service().create(request.auth.companyId, createOf(request))),
  });

  routes.route({
    method: 'GET',
    url: '/:id',
    onRequest,
    schema: {
      ...common,
      summary: docs.get,
      params: idParams,
      response: { 200: schemas.row, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request: Parsed) => service().get(request.auth.companyId, request.params.id),
  });

  routes.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: docs.update,
      params: idParams,
      body: schemas.update,
      response: { 200: schemas.row, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request: Parsed) =>
      service().update(request.auth.companyId, request.params.id, updateOf(request)),
  });

  routes.route({
    method: 'DELETE',
    url: '/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: docs.remove,
      params: idParams,
      response: {
        204: z.null(),
        // A row that movements still use (or a category with children) can only be deactivated.
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request: Parsed, reply) => {
      await service().remove(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
