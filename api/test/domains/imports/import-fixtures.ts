import type { LightMyRequestResponse } from 'fastify';
import { COMPANY_HEADER, statementPreviewSchema } from 'shared/contracts';
import type { StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { bearer } from '../../helper';
import { expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

export const IMPORTS_URL = '/v1/companies/imports';

/** A multipart body with the statement in "file" and, when given, a JSON "payload" field. */
export function statementBody(name: string, bytes: Buffer, payload?: unknown) {
  const boundary = '----fluxo-import-boundary';
  const parts: Buffer[] = [];
  if (payload !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function postStatement(
  app: App,
  tenant: Tenant,
  url: string,
  name: string,
  bytes: Buffer,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const body = statementBody(name, bytes, payload);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(tenant.token),
      [COMPANY_HEADER]: tenant.companyId,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

/** The statement's preview (200 expected), read by its contract. */
export async function previewStatement(
  app: App,
  tenant: Tenant,
  name: string,
  bytes: Buffer,
  payload?: unknown,
): Promise<StatementPreview> {
  const response = await postStatement(
    app,
    tenant,
    `${IMPORTS_URL}/statements/preview`,
    name,
    bytes,
    payload,
  );
  expectStatus(response, 200);
  return statementPreviewSchema.parse(response.json());
}
