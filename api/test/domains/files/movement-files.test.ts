import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { COMPANY_HEADER, MAX_FILE_BYTES, storedFileSchema } from 'shared/contracts';
import type { StoredFile } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { z } from 'zod';
import type { App } from '../../../src/app';
import { bearer } from '../../helper';
import { MOVEMENTS_URL, createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';

let app: App;
let filesDir: string;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-files-'));
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld({ FILES_DIR: filesDir }));
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

const today = todayIso();
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A multipart/form-data body with one file in the "file" field, as a browser sends it. */
function multipart(name: string, bytes: Buffer, declaredType = 'application/pdf') {
  const boundary = '----fluxo-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${declaredType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  tenant: Tenant,
  movementId: string,
  name: string,
  bytes: Buffer,
  query = '',
): Promise<LightMyRequestResponse> {
  const body = multipart(name, bytes);
  return app.inject({
    method: 'POST',
    url: `${MOVEMENTS_URL}/${movementId}/files${query}`,
    headers: {
      ...bearer(tenant.token),
      [COMPANY_HEADER]: tenant.companyId,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

const expense = (tenant: Tenant, s: Setup) =>
  createMovement(tenant, {
    type: 'despesa',
    description: 'Conta de luz',
    amount_cents: 20_000,
    due_date: today,
    category_id: s.rent,
  });

async function blobCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true });
  return entries.filter((entry) => /[0-9a-f]{64}$/.test(entry)).length;
}

describe('comprovantes of a movement and of a payment', () => {
  test('should attach, list, download and remove a PNG and a PDF', async () => {
    const movement = await expense(ana, setup);
    const paid = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
      paid_on: today,
      amount_cents: 5_000,
    });
    expectStatus(paid, 201);
    const paymentId = z.object({ payment: z.object({ id: z.string() }) }).parse(paid.json())
      .payment.id;

    const png = await upload(
      ana,
      movement.id,
      'recibo de março.png',
      PNG,
      `?payment_id=${paymentId}`,
    );
    expectStatus(png, 201);
    const pngFile = storedFileSchema.parse(png.json());
    assert.equal(pngFile.media_type, 'image/png');
    assert.equal(pngFile.payment_id, paymentId);
    assert.equal(pngFile.size_bytes, PNG.length);
    // Declared as a PNG by name, proven a PDF by content: the content wins.
    const pdf = await upload(ana, movement.id, 'boleto.png', PDF);
    expectStatus(pdf, 201);
    assert.equal(storedFileSchema.parse(pdf.json()).media_type, 'application/pdf');

    const list = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/files`);
    expectStatus(list, 200);
    const listed = z.array(storedFileSchema).parse(list.json());
    assert.deepEqual(
      listed.map((f: StoredFile) => [f.name, f.payment_id]),
      [
        ['recibo de março.png', paymentId],
        ['boleto.png', null],
      ],
    );

    const download = await ana.call('GET', `/v1/companies/files/${pngFile.id}`);
    expectStatus(download, 200);
    assert.deepEqual(download.rawPayload, PNG);
    assert.equal(download.headers['content-type'], 'image/png');
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="recibo de marco.png"; filename*=UTF-8''recibo%20de%20mar%C3%A7o.png`,
    );

    expectStatus(await ana.call('DELETE', `/v1/companies/files/${pngFile.id}`), 204);
    expectStatus(await ana.call('GET', `/v1/companies/files/${pngFile.id}`), 404);
    const afterRemoval = z
      .array(storedFileSchema)
      .parse((await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/files`)).json());
    assert.deepEqual(
      afterRemoval.map((f) => f.name),
      ['boleto.png'],
    );
  });

  test('should store one blob for the same content uploaded twice', async () => {
    const movement = await expense(ana, setup);
    const content = Buffer.concat([PDF, Buffer.from('único')]);
    const before = await blobCount();
    expectStatus(await upload(ana, movement.id, 'a.pdf', content), 201);
    expectStatus(await upload(ana, movement.id, 'b.pdf', content), 201);
    assert.equal(await blobCount(), before + 1);
  });

  test('should refuse an .exe renamed .pdf and a file over 10 MB, writing nothing', async () => {
    const movement = await expense(ana, setup);
    const blobs = await blobCount();
    expectError(
      await upload(ana, movement.id, 'nota.pdf', EXE),
      400,
      'O arquivo deve ser um PDF, JPG ou PNG.',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES, 0x20)]);
    expectError(
      await upload(ana, movement.id, 'grande.pdf', big),
      413,
      'O arquivo excede o limite de 10 MB.',
    );
    expectError(
      await upload(ana, movement.id, 'vazio.pdf', Buffer.alloc(0)),
      400,
      'Envie um arquivo no campo "file".',
    );
    assert.equal(await blobCount(), blobs);
    const list = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/files`);
    assert.deepEqual(list.json(), []);
  });

  test("should answer 404 for another company's movement, payment and file", async () => {
    const mine = await expense(ana, setup);
    const theirs = await expense(bruno, brunoSetup);
    const theirFile = storedFileSchema.parse(
      (await upload(bruno, theirs.id, 'deles.pdf', PDF)).json(),
    );
    const paid = await bruno.call('POST', `${MOVEMENTS_URL}/${theirs.id}/payments`, {
      paid_on: today,
      amount_cents: 100,
    });
    const theirPayment = z.object({ payment: z.object({ id: z.string() }) }).parse(paid.json())
      .payment.id;

    expectError(await upload(ana, theirs.id, 'x.pdf', PDF), 404, 'Movimentação não encontrada.');
    expectError(
      await upload(ana, mine.id, 'x.pdf', PDF, `?payment_id=${theirPayment}`),
      404,
      'Pagamento não encontrado.',
    );
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${theirs.id}/files`), 404);
    expectError(
      await ana.call('GET', `/v1/companies/files/${theirFile.id}`),
      404,
      'Arquivo não encontrado.',
    );
    expectStatus(await ana.call('DELETE', `/v1/companies/files/${theirFile.id}`), 404);
    expectStatus(await bruno.call('GET', `/v1/companies/files/${theirFile.id}`), 200);
  });
});
