import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { previewStreamEventSchema } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement } from './import-fixtures';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

// Issue #10: the preview with its progress, as newline-delimited JSON.

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'statements',
);
const fixture = (name: string) => readFileSync(path.join(folder, name));
const STREAM_URL = `${IMPORTS_URL}/statements/preview/stream`;

let app: App;
let filesDir: string;
let ana: Tenant;
let setup: Setup;

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-import-stream-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('streamed preview', () => {
  test('should report each step with counts, then the same preview as the plain route', async () => {
    const response = await postStatement(app, ana, STREAM_URL, 'itau.ofx', fixture('itau.ofx'));
    expectStatus(response, 200);
    assert.match(String(response.headers['content-type']), /^application\/x-ndjson/);
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => previewStreamEventSchema.parse(JSON.parse(line)));
    const steps = events.flatMap((event) =>
      event.type === 'progress' ? [`${event.step} ${event.done}/${event.total}`] : [],
    );
    assert.deepEqual(steps, ['read 3/3', 'dedupe 3/3', 'match 3/3', 'match 3/3', 'suggest 3/3']);
    const last = events.at(-1)!;
    assert.equal(last.type, 'result');
    const plain = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements/preview`,
      'itau.ofx',
      fixture('itau.ofx'),
    );
    assert.deepEqual(last.type === 'result' && last.preview, plain.json());
    assert.equal(last.type === 'result' && last.preview.bank_account?.id, setup.itau);
  });

  test('should answer an unreadable file with a plain 400 before any progress', async () => {
    const response = await postStatement(app, ana, STREAM_URL, 'empty.ofx', fixture('empty.ofx'));
    expectError(response, 400, 'O arquivo está vazio.');
  });
});
