import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  COMPANY_HEADER,
  companySchema,
  STRONG_PASSWORD_MESSAGE,
  userProfileSchema,
} from 'shared/contracts';
import type { App } from '../../../src/app';
import { companies, emailVerificationCodes, memberships, users } from '../../../src/db/schema';
import { DEMO_USER } from '../../../src/db/demo-user';
import {
  bearer,
  build,
  lastMail,
  readOutbox,
  requestCode,
  rowCounts,
  signIn,
  signUpPayload,
  uniqueEmail,
  verificationToken,
} from '../../helper';

const INVALID_CODE = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Código inválido ou expirado.',
};
const VERIFICATION_EXPIRED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Sua verificação de e-mail expirou. Verifique seu e-mail novamente.',
};
const EMAIL_TAKEN = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Este e-mail já está cadastrado.',
};

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

function post(url: string, payload: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const askCode = (payload: unknown) => post('/v1/auth/sign-up/code', payload);
const verify = (payload: unknown) => post('/v1/auth/sign-up/verify', payload);
const signUp = (payload: unknown) => post('/v1/auth/sign-up', payload);

/** Runs a request that must fail and checks that no identity table gained or lost a row. */
async function refusedWithoutWriting(request: () => ReturnType<typeof post>) {
  const before = await rowCounts(app);
  const mailsBefore = (await readOutbox(app)).length;
  const response = await request();
  assert.ok(response.statusCode >= 400 && response.statusCode < 500, response.body);
  assert.deepEqual(await rowCounts(app), before, 'no row written or deleted');
  assert.equal((await readOutbox(app)).length, mailsBefore, 'no e-mail sent');
  return response;
}

function codeRow(email: string) {
  return app.db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.email, email))
    .then((rows) => rows[0]);
}

describe('POST /v1/auth/sign-up/code', () => {
  test('should answer 204 and e-mail a 6-digit code, keeping only its hash', async () => {
    const email = uniqueEmail();
    const response = await askCode({ email });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');

    const mail = await lastMail(app, email, 'sign-up-code');
    assert.equal(mail.subject, 'Seu código de verificação do Fluxo');
    const code = mail.data.code!;
    assert.match(code, /^\d{6}$/);
    assert.ok(mail.text.includes(code) && mail.html.includes(code), 'the code is in the message');
    assert.match(mail.text, /15 minutos/);
    assert.ok(!Number.isNaN(Date.parse(mail.created_at)));

    const row = await codeRow(email);
    assert.ok(row, 'a code row exists');
    assert.equal(row.attempts, 0);
    assert.equal(row.usedAt, null);
    assert.doesNotMatch(row.codeHash, new RegExp(code));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 14 && minutes <= 15, `expires in 15 minutes (${minutes})`);
  });

  test('should name outbox files by time, purpose and a hash of the recipient', async () => {
    const email = uniqueEmail();
    await requestCode(app, email);
    const { readdir } = await import('node:fs/promises');
    const names = await readdir(app.config.mail.outboxDir);
    const { createHash } = await import('node:crypto');
    const recipient = createHash('sha1').update(email).digest('hex');
    const mine = names.filter((name) => name.includes(recipient));
    assert.equal(mine.length, 1);
    assert.match(
      mine[0]!,
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-sign-up-code-[0-9a-f]{40}-[0-9a-f]{4}\.json$/,
    );
  });

  test('should ignore the case and surrounding spaces of the e-mail', async () => {
    const email = uniqueEmail();
    const response = await askCode({ email: `  ${email.toUpperCase()} ` });
    assert.equal(response.statusCode, 204);
    assert.ok(await lastMail(app, email, 'sign-up-code'));
    assert.ok(await codeRow(email));
  });

  test('should replace the earlier code with a new one', async () => {
    const email = uniqueEmail();
    const first = await requestCode(app, email);
    let second = await requestCode(app, email);
    // One in a million: the same code twice would make this test meaningless.
    while (second === first) second = await requestCode(app, email);
    assert.deepEqual((await verify({ email, code: first })).json(), INVALID_CODE);
    assert.equal((await verify({ email, code: second })).statusCode, 200);
  });

  test('should be a 409 for an e-mail that already has a user, writing and sending nothing', async () => {
    const response = await refusedWithoutWriting(() => askCode({ email: DEMO_USER.email }));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), EMAIL_TAKEN);
  });

  for (const [what, payload, message] of [
    ['a missing e-mail', {}, "O campo 'email' é obrigatório."],
    ['a malformed e-mail', { email: 'ninguem' }, "O campo 'email' deve ser um e-mail válido."],
    ['a number as e-mail', { email: 42 }, "O campo 'email' deve ser um texto."],
    [
      'a huge e-mail',
      { email: `${'a'.repeat(300)}@example.com` },
      "O campo 'email' deve ter no máximo 254 caracteres.",
    ],
    [
      'SQL in the e-mail',
      { email: "x@y.com'; drop table users;--" },
      "O campo 'email' deve ser um e-mail válido.",
    ],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field, writing nothing`, async () => {
      const response = await refusedWithoutWriting(() => askCode(payload));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    });
  }
});

describe('POST /v1/auth/sign-up/verify', () => {
  test('should trade the right code for a verification token, stored hashed', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    const response = await verify({ email, code });
    assert.equal(response.statusCode, 200);
    const token: string = response.json().verification_token;
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(Object.keys(response.json()), ['verification_token']);
    const row = await codeRow(email);
    assert.ok(row?.usedAt, 'the code is spent');
    assert.ok(row.verificationTokenHash && !row.verificationTokenHash.includes(token));
    const minutes = (row.verificationExpiresAt!.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 29 && minutes <= 30, `the verification lasts 30 minutes (${minutes})`);
  });

  test('should refuse a wrong code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await verify({ email, code: wrong });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), INVALID_CODE);
  });

  test('should refuse a code used once already', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    assert.equal((await verify({ email, code })).statusCode, 200);
    assert.deepEqual((await verify({ email, code })).json(), INVALID_CODE);
  });

  test('should refuse an expired code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    await app.db
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.email, email));
    assert.deepEqual((await verify({ email, code })).json(), INVALID_CODE);
  });

  test("should refuse another e-mail's code", async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    assert.deepEqual((await verify({ email: uniqueEmail(), code })).json(), INVALID_CODE);
  });

  test('should accept the right code on the fifth try', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++)
      assert.equal((await verify({ email, code: wrong })).statusCode, 400);
    assert.equal((await verify({ email, code })).statusCode, 200);
  });

  test('should burn the code after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      assert.equal((await verify({ email, code: wrong })).statusCode, 400);
    assert.deepEqual((await verify({ email, code })).json(), INVALID_CODE);
    assert.equal((await codeRow(email))?.verificationTokenHash, null);
  });

  test('should count parallel guesses one by one', async () => {
    const email = uniqueEmail();
    const code = await requestCode(app, email);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify({ email, code: wrong })),
    );
    assert.ok(answers.every((a) => a.statusCode === 400));
    assert.equal((await codeRow(email))?.attempts, 8);
    assert.equal((await verify({ email, code })).statusCode, 400);
  });

  for (const [what, payload, message] of [
    ['a 5-digit code', { email: 'a@b.co', code: '12345' }, /^O campo 'code' /],
    ['a code with letters', { email: 'a@b.co', code: '12a456' }, /^O campo 'code' /],
    ['a number as code', { email: 'a@b.co', code: 123456 }, /^O campo 'code' deve ser um texto\.$/],
    ['a missing code', { email: 'a@b.co' }, /^O campo 'code' é obrigatório\.$/],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field`, async () => {
      const response = await refusedWithoutWriting(() => verify(payload));
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, message);
    });
  }
});

describe('POST /v1/auth/sign-up', () => {
  test('should create user, company and owner membership, then let the user sign in', async () => {
    const email = uniqueEmail('nova');
    const token = await verificationToken(app, email);
    const payload = signUpPayload(token);
    const response = await signUp(payload);
    assert.equal(response.statusCode, 201);
    const { id } = response.json();
    assert.deepEqual(Object.keys(response.json()), ['id']);

    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    assert.equal(user?.email, email);
    assert.equal(user?.name, 'Maria Souza');
    assert.ok(user?.emailVerifiedAt, 'the e-mail counts as verified');
    assert.match(user?.passwordHash ?? '', /^\$argon2id\$/);
    assert.equal(await codeRow(email), undefined, 'the verification is spent');

    const accessToken = await signIn(app, email, 'Senha-Forte-1');
    const profile = userProfileSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(accessToken) })
      ).json(),
    );
    assert.equal(profile.member_of.length, 1);
    assert.equal(profile.member_of[0]?.role, 'owner');
    const companyId = profile.member_of[0]!.company_id;
    const company = companySchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/v1/companies/${companyId}`,
          headers: { ...bearer(accessToken), [COMPANY_HEADER]: companyId },
        })
      ).json(),
    );
    assert.deepEqual(
      {
        name: company.name,
        document: company.document,
        trade_name: company.trade_name,
        business: company.business,
        tax_regime: company.tax_regime,
        founded_at: company.founded_at,
        average_billing: company.average_billing,
        email: company.email,
        address: company.address,
      },
      {
        name: 'Souza Comércio Ltda',
        document: '48291736000192',
        trade_name: 'Souza',
        business: 'Comércio varejista',
        tax_regime: 'simples_nacional',
        founded_at: '2015-06-01',
        average_billing: 12_345_678,
        email: 'financeiro@souza.com.br',
        address: {
          zip_code: '01310200',
          street: 'Avenida Paulista',
          number: '1000',
          complement: null,
          neighbourhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    );
  });

  test('should accept a CPF and store blank optional text as null', async () => {
    const payload = signUpPayload(await verificationToken(app, uniqueEmail()));
    payload.company.document = '529.982.247-25';
    payload.company.trade_name = '   ';
    const response = await signUp(payload);
    assert.equal(response.statusCode, 201);
    const [row] = await app.db
      .select({ document: companies.document, tradeName: companies.tradeName })
      .from(companies)
      .innerJoin(memberships, eq(memberships.companyId, companies.id))
      .where(eq(memberships.userId, response.json().id));
    assert.deepEqual(row, { document: '52998224725', tradeName: null });
  });

  test('should refuse a verification token used once already, writing nothing', async () => {
    const token = await verificationToken(app, uniqueEmail());
    assert.equal((await signUp(signUpPayload(token))).statusCode, 201);
    const again = await refusedWithoutWriting(() => signUp(signUpPayload(token)));
    assert.deepEqual(again.json(), VERIFICATION_EXPIRED);
  });

  test('should let only one of two parallel sign-ups with one token through', async () => {
    const token = await verificationToken(app, uniqueEmail());
    const answers = await Promise.all([signUp(signUpPayload(token)), signUp(signUpPayload(token))]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 401]);
  });

  test('should refuse an expired verification, writing nothing', async () => {
    const email = uniqueEmail();
    const token = await verificationToken(app, email);
    await app.db
      .update(emailVerificationCodes)
      .set({ verificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.email, email));
    const response = await refusedWithoutWriting(() => signUp(signUpPayload(token)));
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), VERIFICATION_EXPIRED);
  });

  test('should refuse a tampered or made-up verification token', async () => {
    const token = await verificationToken(app, uniqueEmail());
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'abc', 'x'.repeat(43), `${token}x`]) {
      const response = await refusedWithoutWriting(() => signUp(signUpPayload(bad)));
      assert.deepEqual(response.json(), VERIFICATION_EXPIRED, bad);
    }
    assert.equal((await signUp(signUpPayload(token))).statusCode, 201, 'the real one still works');
  });

  test('should be a 409 when the e-mail got a user meanwhile, and keep the verification', async () => {
    const email = uniqueEmail();
    const token = await verificationToken(app, email);
    await app.db.insert(users).values({ name: 'Apressada', email });
    const response = await refusedWithoutWriting(() => signUp(signUpPayload(token)));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), EMAIL_TAKEN);
    assert.ok(await codeRow(email), 'the verification was not spent');
  });

  test('should roll everything back when the company cannot be written', async () => {
    const email = uniqueEmail();
    const token = await verificationToken(app, email);
    // A constraint only the database knows about makes the company insert fail midway.
    await app.db.execute(
      sql`alter table companies add constraint test_no_doomed check (name <> 'Empresa Condenada')`,
    );
    try {
      const payload = signUpPayload(token);
      payload.company.name = 'Empresa Condenada';
      const before = await rowCounts(app);
      const response = await signUp(payload);
      assert.equal(response.statusCode, 500);
      assert.deepEqual(await rowCounts(app), before, 'no user, company or membership left');
      assert.ok(await codeRow(email), 'the verification was not spent');
    } finally {
      await app.db.execute(sql`alter table companies drop constraint test_no_doomed`);
    }
    assert.equal((await signUp(signUpPayload(token))).statusCode, 201, 'and can be retried');
  });

  test('should store HTML and SQL in names literally and give them back as sent', async () => {
    const email = uniqueEmail();
    const payload = signUpPayload(await verificationToken(app, email));
    payload.user.name = '<script>alert("oi")</script> Ana';
    payload.company.name = "Robert'); DROP TABLE companies;-- Ltda";
    payload.company.trade_name = '<img src=x onerror=alert(1)>';
    const response = await signUp(payload);
    assert.equal(response.statusCode, 201);
    const token = await signIn(app, email, payload.user.password);
    const profile = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(token),
    });
    assert.equal(profile.json().name, '<script>alert("oi")</script> Ana');
    assert.match(profile.headers['content-type'] as string, /^application\/json/);
    const companyId = profile.json().member_of[0].company_id;
    const company = await app.inject({
      method: 'GET',
      url: `/v1/companies/${companyId}`,
      headers: { ...bearer(token), [COMPANY_HEADER]: companyId },
    });
    assert.equal(company.json().name, "Robert'); DROP TABLE companies;-- Ltda");
    assert.equal(company.json().trade_name, '<img src=x onerror=alert(1)>');
  });

  const field = (mutate: (p: ReturnType<typeof signUpPayload>) => void) => {
    const payload = signUpPayload('x'.repeat(43));
    mutate(payload);
    return payload;
  };

  for (const [what, payload, message] of [
    [
      'a weak password',
      field((p) => (p.user.password = 'fraca123')),
      `O campo 'user.password' é inválido: ${STRONG_PASSWORD_MESSAGE}`,
    ],
    [
      'a CNPJ with a wrong check digit',
      field((p) => (p.company.document = '48.291.736/0001-93')),
      "O campo 'company.document' é inválido: CPF ou CNPJ inválido",
    ],
    [
      'letters around a valid CNPJ',
      field((p) => (p.company.document = 'cnpj48291736000192')),
      "O campo 'company.document' é inválido: CPF ou CNPJ inválido",
    ],
    [
      'a short CEP',
      field((p) => (p.company.address.zip_code = '0131020')),
      "O campo 'company.address.zip_code' é inválido: CEP inválido",
    ],
    [
      'a lowercase state',
      field((p) => (p.company.address.state = 'sp')),
      "O campo 'company.address.state' está em um formato inválido.",
    ],
    [
      'an unknown tax regime',
      field((p) => ((p.company as { tax_regime: string }).tax_regime = 'isento')),
      "O campo 'company.tax_regime' deve ser um destes valores:",
    ],
    [
      'an impossible date',
      field((p) => (p.company.founded_at = '2023-02-30')),
      "O campo 'company.founded_at' deve ser uma data no formato AAAA-MM-DD.",
    ],
    [
      'negative billing',
      field((p) => (p.company.average_billing = -1)),
      "O campo 'company.average_billing' deve ser maior ou igual a 0.",
    ],
    [
      'billing in reais with cents',
      field((p) => (p.company.average_billing = 10.5)),
      "O campo 'company.average_billing' deve ser um número inteiro.",
    ],
    [
      'billing as text',
      field((p) => ((p.company as { average_billing: unknown }).average_billing = '1000')),
      "O campo 'company.average_billing' deve ser um número.",
    ],
    [
      'a user that is not an object',
      field((p) => ((p as { user: unknown }).user = 'Maria')),
      "O campo 'user' deve ser um objeto.",
    ],
    [
      'a huge name',
      field((p) => (p.user.name = 'x'.repeat(10_000))),
      "O campo 'user.name' deve ter no máximo 120 caracteres.",
    ],
    [
      'a huge company name',
      field((p) => (p.company.name = 'x'.repeat(100_000))),
      "O campo 'company.name' deve ter no máximo 160 caracteres.",
    ],
    [
      'a huge document',
      field((p) => (p.company.document = '4'.repeat(5_000))),
      "O campo 'company.document' deve ter no máximo 18 caracteres.",
    ],
    [
      'a huge verification token',
      field((p) => (p.verification_token = 'x'.repeat(5_000))),
      "O campo 'verification_token' deve ter no máximo 512 caracteres.",
    ],
    [
      'a NUL character in a name',
      field((p) => (p.company.name = 'Empresa\u0000Nula')),
      "O campo 'company.name' contém caracteres inválidos.",
    ],
    ['an empty body', undefined, 'O corpo da requisição é obrigatório.'],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field, writing nothing`, async () => {
      const response = await refusedWithoutWriting(() => signUp(payload));
      assert.equal(response.statusCode, 400);
      assert.ok(
        response.json().message.startsWith(message),
        `${response.json().message} starts with ${message}`,
      );
      assert.doesNotMatch(response.body, /fraca123/);
    });
  }
});

describe('sign-up rate limits', () => {
  test('should limit code requests per e-mail, from any address, with a 429 in Portuguese', async (t) => {
    const limited = await build(t, { env: { SIGN_UP_CODE_RATE_LIMIT: '2' } });
    const email = uniqueEmail();
    const ask = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/sign-up/code',
        payload: { email },
        remoteAddress,
      });
    assert.equal((await ask('10.0.0.1')).statusCode, 204);
    assert.equal((await ask('10.0.0.2')).statusCode, 204);
    const before = await rowCounts(limited);
    const blocked = await ask('10.0.0.3');
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().error, 'Too Many Requests');
    assert.match(
      blocked.json().message,
      /^Muitas tentativas\. Aguarde \d+ segundos? e tente novamente\.$/,
    );
    assert.ok(Number(blocked.headers['retry-after']) > 60, 'a 15-minute window');
    assert.deepEqual(await rowCounts(limited), before);
    assert.equal((await readOutbox(limited, email)).length, 2, 'no third e-mail');
    // The same spelled otherwise is the same mailbox.
    const shouted = await limited.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/code',
      payload: { email: email.toUpperCase() },
    });
    assert.equal(shouted.statusCode, 429);
    const other = await limited.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/code',
      payload: { email: uniqueEmail() },
    });
    assert.equal(other.statusCode, 204, 'another e-mail is not affected');
  });

  test('should limit code requests per client address', async (t) => {
    const limited = await build(t, { env: { EMAIL_IP_RATE_LIMIT: '3' } });
    const ask = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/sign-up/code',
        payload: { email: uniqueEmail() },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) assert.equal((await ask('10.0.0.9')).statusCode, 204);
    const blocked = await ask('10.0.0.9');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Muitas tentativas\./);
    assert.equal((await ask('10.0.0.10')).statusCode, 204, 'another address is not affected');
  });

  test('should limit code checks per client address', async (t) => {
    const limited = await build(t, { env: { VERIFY_CODE_RATE_LIMIT: '2' } });
    const email = uniqueEmail();
    const code = await requestCode(limited, email);
    const check = (value: string) =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/sign-up/verify',
        payload: { email, code: value },
      });
    const wrong = code === '000000' ? '000001' : '000000';
    assert.equal((await check(wrong)).statusCode, 400);
    assert.equal((await check(wrong)).statusCode, 400);
    const blocked = await check(code);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Muitas tentativas\./);
  });
});
