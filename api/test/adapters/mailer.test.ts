import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { AppError } from '../../src/errors';
import { loggerOptions } from '../../src/logger';
import {
  RESET_PASSWORD_SUBJECT,
  SIGN_UP_CODE_SUBJECT,
  resetPasswordEmail,
  signUpCodeEmail,
} from '../../src/adapters/email-templates';
import { MAIL_FAILED_MESSAGE, createMailer } from '../../src/adapters/mailer';
import type { OutboxFile } from '../../src/adapters/mailer';
import { build, uniqueEmail } from '../helper';
import { startSmtpServer } from './smtp-sink';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino(loggerOptions({ logLevel: 'info' }), stream), lines };
}

let outboxDir: string;

before(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'fluxo-mailer-'));
});

after(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

describe('e-mail templates', () => {
  test('should put the code, big, in the HTML and the text, with its validity', () => {
    const mail = signUpCodeEmail('042137', 15);
    assert.equal(mail.subject, 'Seu código de verificação do Fluxo');
    assert.equal(mail.subject, SIGN_UP_CODE_SUBJECT);
    assert.match(mail.html, /font-size:36px[^>]*>042137</);
    assert.match(mail.text, /042137/);
    assert.match(mail.text, /vale por 15 minutos/);
    assert.match(mail.html, /^<!doctype html>/);
    assert.match(mail.html, /lang="pt-BR"/);
  });

  test('should give the reset link as a button and as text, valid for 1 hour', () => {
    const link = 'https://app.fluxo.dev/reset/abc_DEF-123';
    const mail = resetPasswordEmail(link, 60);
    assert.equal(mail.subject, 'Redefinição de senha do Fluxo');
    assert.equal(mail.subject, RESET_PASSWORD_SUBJECT);
    assert.match(mail.html, new RegExp(`<a href="${link}"[^>]*>Redefinir senha</a>`));
    assert.match(mail.text, new RegExp(link));
    assert.match(mail.text, /vale por 1 hora/);
  });

  test('should escape HTML in what it is given', () => {
    const mail = resetPasswordEmail('https://x.dev/reset/"><script>alert(1)</script>', 60);
    assert.doesNotMatch(mail.html, /<script>/);
    assert.match(mail.html, /&quot;&gt;&lt;script&gt;/);
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  test('should write one JSON file per message and log the recipient and subject only', async () => {
    const { logger, lines } = capture();
    const mailer = createMailer({ from: 'Fluxo <x@y.z>', smtpUrl: undefined, outboxDir }, logger);
    assert.equal(mailer.kind, 'outbox');
    const to = uniqueEmail();
    await mailer.send({
      to,
      purpose: 'sign-up-code',
      ...signUpCodeEmail('918273', 15),
      data: { code: '918273' },
    });

    const recipient = createHash('sha1').update(to).digest('hex');
    const names = (await readdir(outboxDir)).filter((n) => n.includes(recipient));
    assert.equal(names.length, 1);
    assert.match(names[0]!, /-sign-up-code-[0-9a-f]{40}-[0-9a-f]{4}\.json$/);
    const file = JSON.parse(await readFile(path.join(outboxDir, names[0]!), 'utf8')) as OutboxFile;
    assert.deepEqual(Object.keys(file).sort(), [
      'created_at',
      'data',
      'html',
      'purpose',
      'subject',
      'text',
      'to',
    ]);
    assert.equal(file.to, to);
    assert.equal(file.data.code, '918273');

    const line = lines.find((l) => l.msg === 'e-mail written to the outbox');
    assert.ok(line, 'one log line');
    assert.equal(line.to, to);
    assert.equal(line.subject, SIGN_UP_CODE_SUBJECT);
    assert.doesNotMatch(JSON.stringify(lines), /918273/);
  });

  test('should be a 503 AppError when the outbox cannot be written', async () => {
    const { logger } = capture();
    // A file where the folder should be.
    const blocked = path.join(outboxDir, 'not-a-folder.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, 'x'));
    const mailer = createMailer({ from: 'x@y.z', smtpUrl: undefined, outboxDir: blocked }, logger);
    await assert.rejects(
      mailer.send({
        to: 'a@b.co',
        purpose: 'reset-password',
        ...resetPasswordEmail('https://x/reset/t', 60),
        data: {},
      }),
      (error) =>
        error instanceof AppError &&
        error.statusCode === 503 &&
        error.message === MAIL_FAILED_MESSAGE,
    );
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  before(async () => {
    smtp = await startSmtpServer();
  });

  after(async () => {
    await new Promise((resolve) => smtp.server.close(resolve));
  });

  test('should send the sign-up code through SMTP and write nothing to the outbox', async (t) => {
    const { logger, lines } = capture();
    const app = await build(t, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Fluxo <nao-responda@fluxo.test>',
      },
      loggerInstance: logger,
    });
    assert.equal(app.mailer.kind, 'smtp');
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/code',
      payload: { email },
    });
    assert.equal(response.statusCode, 204);

    const mail = smtp.received.at(-1);
    assert.ok(mail, 'the server received a message');
    assert.deepEqual(mail.envelope, ['MAIL FROM:<nao-responda@fluxo.test>', `RCPT TO:<${email}>`]);
    assert.match(mail.data, new RegExp(`^To: ${email}$`, 'm'));
    assert.match(mail.data, /^Subject: =\?UTF-8\?/m);
    assert.match(mail.data, /multipart\/alternative/);
    const textPart = mail.data.slice(
      mail.data.indexOf('text/plain'),
      mail.data.indexOf('text/html'),
    );
    const code = /^ +(\d{6})$/m.exec(textPart)?.[1];
    assert.ok(code, 'the text part carries the code');
    const verified = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/verify',
      payload: { email, code },
    });
    assert.equal(verified.statusCode, 200, 'and that code works');

    assert.deepEqual(await readdir(app.config.mail.outboxDir), []);
    assert.ok(lines.some((l) => l.msg === 'e-mail sent' && l.to === email));
    assert.doesNotMatch(JSON.stringify(lines), new RegExp(code));
  });

  test('should answer 503 in Portuguese when the SMTP server cannot be reached', async (t) => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await build(t, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/code',
      payload: { email: uniqueEmail() },
    });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: MAIL_FAILED_MESSAGE,
    });
  });
});
