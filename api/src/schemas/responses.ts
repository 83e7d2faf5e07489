import { apiErrorSchema } from 'shared/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 429 | 500 | 503;

/** The error statuses a route can answer, all with the one error body, for its OpenAPI entry. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 500, typeof apiErrorSchema> {
  const responses = { 500: apiErrorSchema } as Record<S | 500, typeof apiErrorSchema>;
  for (const status of statuses) responses[status] = apiErrorSchema;
  return responses;
}
