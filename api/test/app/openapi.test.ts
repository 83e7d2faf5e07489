import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../src/app';
import { apiRoot } from '../../src/paths';
import { build } from '../helper';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

describe('OpenAPI documentation', () => {
  test('should describe every route with its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.equal(document.info.title, 'Fluxo API');
    assert.deepEqual(Object.keys(document.paths).sort(), [
      '/health',
      '/health/live',
      '/health/ready',
      '/v1/auth/invitations/accept',
      '/v1/auth/invitations/sign-up',
      '/v1/auth/invitations/{token}',
      '/v1/auth/reset-password',
      '/v1/auth/reset-password/confirm',
      '/v1/auth/sessions',
      '/v1/auth/sessions/current',
      '/v1/auth/sign-in',
      '/v1/auth/sign-in/google',
      '/v1/auth/sign-up',
      '/v1/auth/sign-up/code',
      '/v1/auth/sign-up/verify',
      '/v1/auth/switch-company',
      '/v1/companies',
      '/v1/companies/approvals',
      '/v1/companies/approvals/count',
      '/v1/companies/approvals/decisions',
      '/v1/companies/approvals/settings',
      '/v1/companies/audit-log',
      '/v1/companies/bank-accounts',
      '/v1/companies/bank-accounts/balances',
      '/v1/companies/bank-accounts/reconciliation',
      '/v1/companies/bank-accounts/{id}',
      '/v1/companies/bank-accounts/{id}/psp',
      '/v1/companies/budgets/comparison',
      '/v1/companies/budgets/comparison/export',
      '/v1/companies/budgets/{year}',
      '/v1/companies/budgets/{year}/actuals',
      '/v1/companies/budgets/{year}/history',
      '/v1/companies/cash-forecast',
      '/v1/companies/cash-forecast/export',
      '/v1/companies/cash-forecast/scenarios',
      '/v1/companies/cash-forecast/scenarios/{id}',
      '/v1/companies/categories',
      '/v1/companies/categories/standard-plano',
      '/v1/companies/categories/{id}',
      '/v1/companies/clients',
      '/v1/companies/clients/page',
      '/v1/companies/clients/{id}',
      '/v1/companies/cost-centers',
      '/v1/companies/cost-centers/page',
      '/v1/companies/cost-centers/{id}',
      '/v1/companies/dashboards/cash-flow',
      '/v1/companies/dashboards/cash-flow/export',
      '/v1/companies/dashboards/dre',
      '/v1/companies/dashboards/dre/export',
      '/v1/companies/dashboards/insights',
      '/v1/companies/dashboards/sales-panel',
      '/v1/companies/dashboards/sales-panel/export',
      '/v1/companies/files/{fileId}',
      '/v1/companies/fiscal-imports',
      '/v1/companies/fiscal-imports/batches',
      '/v1/companies/fiscal-imports/batches/{batchId}/undo',
      '/v1/companies/fiscal-imports/preview',
      '/v1/companies/fiscal-settings',
      '/v1/companies/import-rules',
      '/v1/companies/import-rules/order',
      '/v1/companies/import-rules/trial',
      '/v1/companies/import-rules/{ruleId}',
      '/v1/companies/imports/accounts/{bankAccountId}/auto-reconcile',
      '/v1/companies/imports/batches',
      '/v1/companies/imports/batches/{batchId}/undo',
      '/v1/companies/imports/statements',
      '/v1/companies/imports/statements/preview',
      '/v1/companies/imports/statements/preview/stream',
      '/v1/companies/invitations',
      '/v1/companies/invitations/{id}',
      '/v1/companies/members',
      '/v1/companies/members/me',
      '/v1/companies/members/{userId}',
      '/v1/companies/movements',
      '/v1/companies/movements/bulk/delete',
      '/v1/companies/movements/bulk/pay',
      '/v1/companies/movements/export',
      '/v1/companies/movements/totals',
      '/v1/companies/movements/{id}',
      '/v1/companies/movements/{id}/files',
      '/v1/companies/movements/{id}/fiscal-document',
      '/v1/companies/movements/{id}/payments',
      '/v1/companies/movements/{id}/payments/{paymentId}',
      '/v1/companies/movements/{id}/pix-charge',
      '/v1/companies/movements/{id}/reminders',
      '/v1/companies/pix-charges/bulk',
      '/v1/companies/reminder-settings',
      '/v1/companies/spreadsheet-imports',
      '/v1/companies/spreadsheet-imports/batches',
      '/v1/companies/spreadsheet-imports/batches/{batchId}/undo',
      '/v1/companies/spreadsheet-imports/preview',
      '/v1/companies/spreadsheet-imports/rejected',
      '/v1/companies/spreadsheet-imports/template',
      '/v1/companies/suppliers',
      '/v1/companies/suppliers/page',
      '/v1/companies/suppliers/{id}',
      '/v1/companies/{id}',
      '/v1/companies/{id}/logo',
      '/v1/images/{sha256}',
      '/v1/public/pix-charges/{token}',
      '/v1/public/pix-charges/{token}/opt-out',
      '/v1/public/pix-webhooks/{secretPath}/pix',
      '/v1/users/company-group',
      '/v1/users/company-group/cash-flow',
      '/v1/users/company-group/dre',
      '/v1/users/company-group/insights',
      '/v1/users/company-group/sales-panel',
      '/v1/users/digest',
      '/v1/users/email',
      '/v1/users/email/code',
      '/v1/users/password',
      '/v1/users/profile',
      '/v1/users/profile/photo',
    ]);
    const signIn = document.paths['/v1/auth/sign-in'].post;
    assert.deepEqual(signIn.requestBody.content['application/json'].schema.required, [
      'email',
      'password',
    ]);
    assert.ok(signIn.responses['401'], 'documents the 401');
    const company = document.paths['/v1/companies/{id}'].get;
    assert.ok(
      company.parameters.some(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'x-company-id',
      ),
      'documents the x-company-id header',
    );
    assert.deepEqual(company.security, [{ bearerAuth: [] }]);
    const patchCompany = document.paths['/v1/companies/{id}'].patch;
    assert.ok(patchCompany.responses['403'], 'documents the 403 of a plain member');
    const createCompany = document.paths['/v1/companies'].post;
    assert.ok(createCompany.responses['201'], "documents 'Nova empresa'");
    assert.ok(
      createCompany.requestBody.content['application/json'].schema.required.includes('document'),
    );
    const code = document.paths['/v1/auth/sign-up/code'].post;
    assert.deepEqual(Object.keys(code.responses).sort(), [
      '204',
      '400',
      '409',
      '429',
      '500',
      '503',
    ]);
    const signUp = document.paths['/v1/auth/sign-up'].post;
    assert.deepEqual(signUp.requestBody.content['application/json'].schema.required, [
      'verification_token',
      'user',
      'company',
    ]);
    assert.ok(signUp.responses['201'], 'documents the 201');
    assert.ok(document.paths['/v1/users/profile'].patch, 'documents the profile change');
  });

  test('should serve the UI at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    assert.ok([200, 302].includes(response.statusCode));
    const page =
      response.statusCode === 302
        ? await app.inject({ method: 'GET', url: String(response.headers.location) })
        : response;
    assert.match(page.body, /swagger/i);
  });
});

test('should mount every route module at the URL its folder spells', async () => {
  // src/routes holds what belongs to no domain (/health); each domain's routes/ folder spells the
  // URL after /v1.
  const urlFolders = async (dir: string, prefix: string) =>
    (await readdir(dir, { recursive: true }))
      .filter((entry) => entry.endsWith(`${path.sep}index.ts`))
      .map((entry) => `${prefix}/${path.dirname(entry).split(path.sep).join('/')}`);
  const domainsDir = path.join(apiRoot, 'src', 'domains');
  const folders = [
    ...(await urlFolders(path.join(apiRoot, 'src', 'routes'), '')),
    ...(
      await Promise.all(
        // A domain may have no routes yet (cobranca: pure code until its screens come).
        (await readdir(domainsDir))
          .filter((domain) => existsSync(path.join(domainsDir, domain, 'routes')))
          .map((domain) => urlFolders(path.join(domainsDir, domain, 'routes'), '/v1')),
      )
    ).flat(),
  ];
  const paths = Object.keys((await app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
  for (const folder of folders) {
    assert.ok(
      paths.some((p) => p === folder || p.startsWith(`${folder}/`)),
      `the route folder of ${folder} is served under ${folder}`,
    );
  }
  assert.ok(folders.length >= 5);
});
