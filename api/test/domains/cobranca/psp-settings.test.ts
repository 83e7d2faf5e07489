import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { COMPANY_HEADER, PSP_MESSAGES, pspSettingsSchema } from 'shared/contracts';
import type { PspSettings } from 'shared/contracts';
import { createSecretBox } from '../../../src/adapters/secret-box';
import { pspUrlAllowed } from '../../../src/domains/cobranca/services/psp-settings-service';
import { memberships } from '../../../src/db/schema';
import { bearer, createUser, signIn } from '../../helper';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import {
  PSP_CLIENT_SECRET,
  acceptPix,
  closePspWorld,
  openPspWorld,
  pspBody,
  pspUrl,
} from './psp-fixtures';
import type { PspWorld } from './psp-fixtures';

// A bank account's PSP (issue 21 item 4): credentials in, encrypted at rest, never out.

const CERTIFICATE =
  '-----BEGIN CERTIFICATE-----\nMIIBcertificadoDeTeste\n-----END CERTIFICATE-----';
const PRIVATE_KEY =
  '-----BEGIN PRIVATE KEY-----\nMIIEchavePrivadaDeTeste\n-----END PRIVATE KEY-----';
let world: PspWorld;

before(async () => {
  world = await openPspWorld();
  await acceptPix(world.app, world.ana, world.setup.itau);
});

after(async () => {
  await closePspWorld(world);
});

describe('PSP settings: a bank account linked to its PSP', () => {
  test('should keep the credentials, register the webhook at the PSP and answer no secret', async () => {
    const { ana, setup, simulator, simulatorUrl } = world;
    const body = pspBody(simulatorUrl, {
      certificate_pem: CERTIFICATE,
      private_key_pem: PRIVATE_KEY,
      fine_basis_points: 200,
      interest_basis_points_month: 100,
    });
    const created = await ana.call('PUT', pspUrl(setup.itau), body);
    expectStatus(created, 201);
    const settings: PspSettings = pspSettingsSchema.parse(created.json());
    assert.equal(settings.client_id, body.client_id);
    assert.equal(settings.base_url, simulatorUrl);
    assert.deepEqual(settings.secrets, {
      client_secret: true,
      certificate: true,
      private_key: true,
    });
    assert.equal(settings.fine_basis_points, 200);
    assert.match(
      settings.webhook_url,
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/public\/pix-webhooks\/[A-Za-z0-9_-]{75}$/,
    );
    // Registered at the PSP for the account's key (API Pix PUT /webhook/{chave}).
    assert.equal(simulator.store.webhooks.get('11222333000181')?.webhookUrl, settings.webhook_url);

    // Changed without the secrets: they are kept, and so is the webhook's URL.
    const changed = await ana.call('PUT', pspUrl(setup.itau), {
      base_url: simulatorUrl,
      client_id: 'outro-client-id',
    });
    expectStatus(changed, 200);
    const after = pspSettingsSchema.parse(changed.json());
    assert.equal(after.client_id, 'outro-client-id');
    assert.deepEqual(after.secrets, settings.secrets);
    assert.equal(after.webhook_url, settings.webhook_url);
    assert.equal(after.fine_basis_points, 200);

    const read = await ana.call('GET', pspUrl(setup.itau));
    expectStatus(read, 200);
    assert.deepEqual(read.json(), after);
    // Back to the right client id for the other suites' sake.
    expectStatus(await ana.call('PUT', pspUrl(setup.itau), pspBody(simulatorUrl)), 200);
  });

  test('should store the secrets encrypted and never send them back, not even in the audit trail', async () => {
    const { app, ana, setup } = world;
    const [row] = await app.database.rows<Record<string, string | null>>(
      sql`select * from psp_settings where company_id = ${ana.companyId} and bank_account_id = ${setup.itau}`,
    );
    assert.ok(row);
    const stored = JSON.stringify(row);
    for (const secret of [PSP_CLIENT_SECRET, 'MIIBcertificadoDeTeste', 'MIIEchavePrivadaDeTeste']) {
      assert.ok(!stored.includes(secret), 'the database holds no secret in clear');
    }
    assert.match(row.client_secret_sealed ?? '', /^v1\./);

    const answers = [
      await ana.call('GET', pspUrl(setup.itau)),
      await ana.call('GET', '/v1/companies/audit-log?limit=100'),
      await ana.call('GET', `/v1/companies/bank-accounts/${setup.itau}`),
    ];
    for (const answer of answers) {
      expectStatus(answer, 200);
      assert.ok(
        !answer.body.includes(PSP_CLIENT_SECRET),
        `no secret in ${answer.body.slice(0, 80)}`,
      );
      assert.ok(!answer.body.includes(row.client_secret_sealed ?? '-'), 'nor its sealed form');
    }
    assert.match(answers[1]?.body ?? '', /"client_secret_sealed":"\[cifrado\]"/);
  });

  test('should refuse incomplete settings, with the reason, and other companies’ accounts', async () => {
    const { ana, bruno, setup, brunoSetup, simulatorUrl } = world;
    const { client_secret: _omitted, ...withoutSecret } = pspBody(simulatorUrl);
    expectError(
      await ana.call('PUT', pspUrl(setup.nubank), withoutSecret),
      400,
      PSP_MESSAGES.clientSecretRequired,
    );
    expectError(
      await ana.call(
        'PUT',
        pspUrl(setup.nubank),
        pspBody(simulatorUrl, { certificate_pem: CERTIFICATE }),
      ),
      400,
      PSP_MESSAGES.certificatePair,
    );
    expectStatus(await ana.call('PUT', pspUrl(setup.nubank), pspBody('ftp://psp.example')), 400);
    expectError(await ana.call('GET', pspUrl(setup.nubank)), 404, PSP_MESSAGES.notConfigured);
    // Bruno's company cannot see or change Ana's, nor Ana Bruno's.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expectStatus(await bruno.call(method, pspUrl(setup.itau), pspBody(simulatorUrl)), 404);
      expectStatus(await ana.call(method, pspUrl(brunoSetup.itau), pspBody(simulatorUrl)), 404);
    }
  });

  test('should let only owners and admins read or change it', async () => {
    const { app, ana, setup, simulatorUrl } = world;
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: person.userId, role: 'finance' });
    const token = await signIn(app, person.email, person.password);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: pspUrl(setup.itau),
        headers: { ...bearer(token), [COMPANY_HEADER]: ana.companyId },
        payload: pspBody(simulatorUrl),
      });
      expectStatus(response, 403);
    }
    expectStatus(await ana.call('GET', pspUrl(setup.itau)), 200);
  });

  test('should unlink the account and forget its credentials', async () => {
    const { ana, setup, simulatorUrl } = world;
    expectStatus(await ana.call('PUT', pspUrl(setup.nubank), pspBody(simulatorUrl)), 201);
    expectStatus(await ana.call('DELETE', pspUrl(setup.nubank)), 204);
    expectError(await ana.call('GET', pspUrl(setup.nubank)), 404, PSP_MESSAGES.notConfigured);
    expectError(await ana.call('DELETE', pspUrl(setup.nubank)), 404, PSP_MESSAGES.notConfigured);
  });
});

describe('PSP settings: the secret box', () => {
  test('should open only what it sealed, with its key, for the same place', () => {
    const box = createSecretBox('uma-chave-de-servidor-com-32-caracteres!');
    const sealed = box.seal('segredo', 'psp_settings:a:b:client_secret');
    assert.notEqual(box.seal('segredo', 'psp_settings:a:b:client_secret'), sealed, 'a fresh IV');
    assert.equal(box.open(sealed, 'psp_settings:a:b:client_secret'), 'segredo');
    assert.throws(() => box.open(sealed, 'psp_settings:c:b:client_secret'));
    assert.throws(() =>
      createSecretBox('outra-chave-de-servidor-com-32-caracteres').open(
        sealed,
        'psp_settings:a:b:client_secret',
      ),
    );
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${Buffer.from('x').toString('base64url')}${body}`;
    assert.throws(() => box.open(flipped, 'psp_settings:a:b:client_secret'));
  });
});

describe('PSP settings: the PSP is reached over https', () => {
  test('should take http only in development, or for this machine itself when the operator allows it', () => {
    assert.ok(pspUrlAllowed('https://pix.banco.com.br/api/v2', false));
    assert.ok(!pspUrlAllowed('http://127.0.0.1:3399', false), 'not by default');
    assert.ok(pspUrlAllowed('http://127.0.0.1:3399', false, true));
    assert.ok(pspUrlAllowed('http://localhost:3399/api', false, true));
    assert.ok(pspUrlAllowed('http://[::1]:3399', false, true));
    assert.ok(!pspUrlAllowed('http://pix.banco.com.br/api/v2', false, true));
    assert.ok(!pspUrlAllowed('http://127.0.0.1.nip.io:3399', false, true));
    assert.ok(!pspUrlAllowed('ftp://127.0.0.1', true));
    assert.ok(!pspUrlAllowed('não é uma url', true));
    assert.ok(pspUrlAllowed('http://pix.banco.com.br/api/v2', true));
  });
});
