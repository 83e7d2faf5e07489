import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { COMPANY_HEADER, companySchema, userPhotoSchema } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { bearer, build, createUser, signIn } from '../../helper';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

// Logos and photos: the content decides (PNG, JPEG, WebP), never the name; 2 MB at most; what is
// kept is a 256×256 WebP cropped to the centre, served by its hash to whoever shows it.

let app: App;
let ana: Tenant;
let bruno: Tenant;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  bruno = await createTenant(app);
});

after(async () => {
  await app.close();
});

const picture = (
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp',
  background = '#1e6fd9',
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

function multipart(name: string, bytes: Buffer, declaredType = 'image/png') {
  const boundary = '----fluxo-image-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${declaredType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

function send(
  token: string,
  url: string,
  name: string,
  bytes: Buffer,
  companyId?: string,
): Promise<LightMyRequestResponse> {
  const { payload, ...type } = multipart(name, bytes);
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(token), ...(companyId ? { [COMPANY_HEADER]: companyId } : {}), ...type },
    payload,
  });
}

const logoUrl = (tenant: Tenant) => `/v1/companies/${tenant.companyId}/logo`;
const uploadLogo = (tenant: Tenant, name: string, bytes: Buffer) =>
  send(tenant.token, logoUrl(tenant), name, bytes, tenant.companyId);

async function avatarOf(tenant: Tenant): Promise<string | null> {
  const response = await tenant.call('GET', `/v1/companies/${tenant.companyId}`);
  expectStatus(response, 200);
  return companySchema.parse(response.json()).avatar;
}

describe('company logo', () => {
  test('should crop a wide PNG to a 256 px WebP square and show it at its URL', async () => {
    const response = await uploadLogo(ana, 'logo.png', await picture(600, 400, 'png'));
    expectStatus(response, 200);
    const avatar = companySchema.parse(response.json()).avatar;
    assert.match(avatar ?? '', /^\/v1\/images\/[0-9a-f]{64}$/);
    assert.equal(await avatarOf(ana), avatar);

    // An <img> sends no token: the image is served without one, cached for good, never sniffed.
    const image = await app.inject({ method: 'GET', url: avatar ?? '' });
    expectStatus(image, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.match(String(image.headers['cache-control']), /immutable/);
    const meta = await sharp(image.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 256, 256]);
  });

  test('should take JPEG and WebP, and a tall picture too', async () => {
    for (const [name, bytes] of [
      ['foto.jpg', await picture(300, 900, 'jpeg')],
      ['foto.webp', await picture(1024, 1024, 'webp')],
    ] as const) {
      const response = await uploadLogo(ana, name, bytes);
      expectStatus(response, 200);
      const image = await app.inject({ method: 'GET', url: response.json().avatar });
      const meta = await sharp(image.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [256, 256], name);
    }
  });

  test('should refuse an SVG, an executable renamed .png, a broken PNG and over 2 MB, changing nothing', async () => {
    const tenant = await createTenant(app);
    const before = await uploadLogo(tenant, 'logo.png', await picture(64, 64, 'png'));
    expectStatus(before, 200);
    const kept = await avatarOf(tenant);
    const png = await picture(64, 64, 'png');
    const cases: [string, Buffer, number, string | RegExp][] = [
      ['logo.svg', SVG, 400, 'A imagem deve ser PNG, JPEG ou WebP.'],
      ['logo.png', EXE, 400, 'A imagem deve ser PNG, JPEG ou WebP.'],
      ['logo.png', png.subarray(0, 40), 400, /Não foi possível ler a imagem/],
      ['logo.png', Buffer.alloc(0), 400, /Envie um arquivo/],
      [
        'grande.png',
        Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 0)]),
        413,
        'A imagem excede o limite de 2 MB.',
      ],
    ];
    for (const [name, bytes, status, message] of cases) {
      expectError(await uploadLogo(tenant, name, bytes), status, message);
    }
    assert.equal(await avatarOf(tenant), kept);
  });

  test('should let only owners and admins change it, and only their active company', async () => {
    const png = await picture(32, 32, 'png');
    const tenant = await createTenant(app);
    for (const role of ['finance', 'viewer'] as const) {
      const person = await createUser(app, { companyCount: 0 });
      await app.db
        .insert(memberships)
        .values({ companyId: tenant.companyId, userId: person.userId, role });
      const token = await signIn(app, person.email, person.password);
      const refused = await send(token, logoUrl(tenant), 'logo.png', png, tenant.companyId);
      expectError(refused, 403, /proprietário|administrador|permiss/i);
      const removal = await app.inject({
        method: 'DELETE',
        url: logoUrl(tenant),
        headers: { ...bearer(token), [COMPANY_HEADER]: tenant.companyId },
      });
      expectStatus(removal, 403);
    }
    assert.equal(await avatarOf(tenant), null);

    // Bruno sends Ana's company id: in the header he is no member (403); in the path only, 404.
    expectStatus(await send(bruno.token, logoUrl(ana), 'x.png', png, ana.companyId), 403);
    expectError(
      await send(bruno.token, logoUrl(ana), 'x.png', png, bruno.companyId),
      404,
      'Empresa não encontrada.',
    );
    const anaLogo = await avatarOf(ana);
    assert.notEqual(anaLogo, null);
    expectStatus(await uploadLogo(ana, 'logo.png', await picture(40, 40, 'png')), 200);
  });

  test('should remove the logo, and then stop serving it', async () => {
    const tenant = await createTenant(app);
    // A colour no other test uses: the same pixels would be the same (shared) image.
    const uploaded = await uploadLogo(tenant, 'unico.png', await picture(77, 55, 'png', '#a3127f'));
    const url = companySchema.parse(uploaded.json()).avatar ?? '';
    expectStatus(await app.inject({ method: 'GET', url }), 200);
    const removed = await tenant.call('DELETE', logoUrl(tenant));
    expectStatus(removed, 200);
    assert.equal(companySchema.parse(removed.json()).avatar, null);
    expectError(await app.inject({ method: 'GET', url }), 404, 'Imagem não encontrada.');
  });
});

describe('images: what is served', () => {
  test('should never serve a comprovante or an unknown hash from the same store', async () => {
    const [file] = (
      (await app.db.execute(sql`select sha256 from files limit 1`)) as unknown as {
        rows: { sha256: string }[];
      }
    ).rows;
    const unknown = 'a'.repeat(64);
    for (const hash of [file?.sha256 ?? unknown, unknown]) {
      expectError(await app.inject({ method: 'GET', url: `/v1/images/${hash}` }), 404, /Imagem/);
    }
    expectStatus(await app.inject({ method: 'GET', url: '/v1/images/../../etc/passwd' }), 404);
    expectStatus(await app.inject({ method: 'GET', url: '/v1/images/ABC' }), 400);
  });
});

describe('user photo', () => {
  test("should set and remove the token's user's own photo", async () => {
    const tenant = await createTenant(app);
    const url = '/v1/users/profile/photo';
    const response = await send(tenant.token, url, 'eu.jpg', await picture(500, 500, 'jpeg'));
    expectStatus(response, 200);
    const { avatar } = userPhotoSchema.parse(response.json());
    const profile = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(tenant.token),
    });
    assert.equal(profile.json<{ avatar: string }>().avatar, avatar);
    expectStatus(await app.inject({ method: 'GET', url: avatar ?? '' }), 200);

    expectError(await send(tenant.token, url, 'eu.png', EXE), 400, /PNG, JPEG ou WebP/);
    expectError(await send(tenant.token, url, 'eu.svg', SVG), 400, /PNG, JPEG ou WebP/);
    expectStatus(await send('not-a-token', url, 'eu.png', await picture(8, 8, 'png')), 401);

    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(tenant.token) });
    expectStatus(removed, 200);
    assert.deepEqual(removed.json(), { avatar: null });
  });
});
