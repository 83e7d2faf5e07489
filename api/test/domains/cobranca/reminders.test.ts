import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_STEPS,
  REMINDER_NOW_MESSAGES,
  REMINDER_SKIP_REASONS,
  clientSchema,
  cpfWithCheckDigits,
  reminderSendListSchema,
  reminderSendSchema,
  reminderSettingsSchema,
} from 'shared/contracts';
import type { Movement, ReminderSend } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { createJobQueue } from '../../../src/db/job-queue';
import { decodeBrCode } from '../../../src/domains/cobranca/pix/decode-br-code';
import {
  REMINDER_QUEUES,
  planCron,
  planReminders,
  sendBatch,
  withinHours,
} from '../../../src/domains/cobranca/reminders/reminder-jobs';
import { createReminderSender } from '../../../src/domains/cobranca/reminders/reminder-sender';
import { createRemindersRepository } from '../../../src/domains/cobranca/reminders/reminders-repository';
import type { RemindersRepository } from '../../../src/domains/cobranca/reminders/reminders-repository';
import { readOutbox } from '../../helper';
import { createAs, expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import {
  MOVEMENTS_URL,
  createMovement,
  openMovementWorld,
  pay,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';

// Régua de cobrança (issue 21, item 5): planned once per movement, step and due date, sent with
// the Pix charge, skipped with a reason when the plan no longer holds, stopped by the client.

const SETTINGS_URL = '/v1/companies/reminder-settings';
const today = todayIso();
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
let reminders: RemindersRepository;

async function acceptPix(tenant: Tenant, accountId: string) {
  expectStatus(
    await tenant.call('PATCH', `/v1/companies/bank-accounts/${accountId}`, {
      pix_key_type: 'cnpj',
      pix_key: '11.222.333/0001-81',
      charge_default: true,
    }),
    200,
  );
  await app.database.rows(
    sql`update companies set address_city = 'Curitiba', trade_name = 'Padaria São João' where id = ${tenant.companyId}`,
  );
}

let documents = 0;
/** A client with a CPF of its own (valid check digits) and, unless null, an e-mail. */
async function client(tenant: Tenant, email: string | null): Promise<string> {
  documents += 1;
  const base = String(100_000_000 + documents * 7919).slice(0, 9);
  const cpf = cpfWithCheckDigits(base);
  const row = await createAs(tenant, '/v1/companies/clients', clientSchema, {
    name: email ? `Cliente ${documents}` : `Cliente sem e-mail ${documents}`,
    document: cpf,
    ...(email ? { email } : {}),
  });
  return row.id;
}

const receivable = (tenant: Tenant, categoryId: string, contactId: string, dueDate: string) =>
  createMovement(tenant, {
    type: 'receita',
    description: 'Mensalidade de dezembro',
    amount_cents: 25_000,
    due_date: dueDate,
    competence_date: dueDate,
    category_id: categoryId,
    supplier_id: contactId,
  });

async function turnOn(tenant: Tenant) {
  const response = await tenant.call('PUT', SETTINGS_URL, {
    enabled: true,
    steps: DEFAULT_REMINDER_STEPS,
  });
  expectStatus(response, 200);
}

async function logOf(tenant: Tenant, movement: Movement): Promise<ReminderSend[]> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}/${movement.id}/reminders`);
  expectStatus(response, 200);
  return reminderSendListSchema.parse(response.json()).items;
}

function senderFor(mailer: Pick<App['mailer'], 'send'> = app.mailer) {
  return createReminderSender({
    reminders,
    pixCharges: app.services.pixCharges,
    mailer,
    appPublicUrl: app.config.appPublicUrl,
  });
}

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  reminders = createRemindersRepository(app.db);
  await acceptPix(ana, setup.itau);
});

after(async () => {
  await app.close();
});

describe('Régua de cobrança: settings', () => {
  test('should start off with the default schedule, and save one the owner edits', async () => {
    const read = await bruno.call('GET', SETTINGS_URL);
    expectStatus(read, 200);
    assert.deepEqual(reminderSettingsSchema.parse(read.json()), {
      enabled: false,
      steps: DEFAULT_REMINDER_STEPS,
    });

    const saved = await bruno.call('PUT', SETTINGS_URL, {
      enabled: true,
      steps: [
        { offset_days: 5, subject: 'Atraso: {descricao}', body: 'Olá {cliente}, pague em {link}' },
        { offset_days: -2, subject: 'Vence logo', body: 'Valor {valor}, vence em {vencimento}' },
      ],
    });
    expectStatus(saved, 200);
    const settings = reminderSettingsSchema.parse(saved.json());
    assert.equal(settings.enabled, true);
    assert.deepEqual(
      settings.steps.map((step) => step.offset_days),
      [-2, 5],
    );
    const again = reminderSettingsSchema.parse((await bruno.call('GET', SETTINGS_URL)).json());
    assert.deepEqual(again, settings);
  });

  test('should refuse two steps on one day and a field that does not exist, changing nothing', async () => {
    const before = (await bruno.call('GET', SETTINGS_URL)).json();
    expectError(
      await bruno.call('PUT', SETTINGS_URL, {
        enabled: true,
        steps: [
          { offset_days: 1, subject: 'a', body: 'b' },
          { offset_days: 1, subject: 'c', body: 'd' },
        ],
      }),
      400,
      /Dois lembretes no mesmo dia: escolha dias diferentes/,
    );
    const unknown = await bruno.call('PUT', SETTINGS_URL, {
      enabled: true,
      steps: [{ offset_days: 1, subject: 'Olá {nome}', body: 'b' }],
    });
    expectStatus(unknown, 400);
    assert.match(unknown.json<{ message: string }>().message, /Campo desconhecido: \{nome\}/);
    assert.deepEqual((await bruno.call('GET', SETTINGS_URL)).json(), before);
  });
});

describe('Régua de cobrança: plan and send', () => {
  test('should plan once per step and due date, and send the e-mail with the charge', async () => {
    await turnOn(ana);
    const paying = await client(ana, 'maria@cliente.test');
    const withoutEmail = await client(ana, null);
    const dueIn3 = await receivable(ana, setup.sales, paying, addDays(today, 3));
    const noEmail = await receivable(ana, setup.sales, withoutEmail, addDays(today, 3));
    const notToday = await receivable(ana, setup.sales, paying, addDays(today, 4));

    const planned = await reminders.plan(today);
    assert.ok(planned >= 1);
    assert.equal(await reminders.plan(today), 0, 'a second plan adds nothing');
    assert.equal((await logOf(ana, noEmail)).length, 0);
    assert.equal((await logOf(ana, notToday)).length, 0);
    const [queued] = await logOf(ana, dueIn3);
    assert.ok(queued);
    assert.equal(queued.status, 'queued');
    assert.equal(queued.offset_days, -3);
    assert.equal(queued.email, 'maria@cliente.test');

    const sender = senderFor();
    assert.equal(await sender.send(ana.companyId, queued.id), 'sent');
    assert.equal(await sender.send(ana.companyId, queued.id), 'sent', 'a repeat sends nothing');
    const mails = (await readOutbox(app, 'maria@cliente.test')).filter(
      (mail) => mail.purpose === 'reminder',
    );
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.ok(mail);
    assert.equal(
      mail.subject,
      'Padaria São João: Mensalidade de dezembro vence em ' + brDate(dueIn3.due_date),
    );
    assert.match(mail.text, /R\$\s?250,00/);
    assert.match(mail.html, /src="cid:qr-pix@fluxo"/);
    assert.match(mail.html, /Não quero mais receber lembretes/);
    assert.equal(mail.attachments?.[0]?.contentType, 'image/png');
    // The copia-e-cola in the text is the charge's BR Code, for this amount.
    const brCode = /Pix copia e cola:\n(.+)\n/.exec(mail.text)?.[1] ?? '';
    assert.equal(decodeBrCode(brCode).amountCents, 25_000);

    const [sent] = await logOf(ana, dueIn3);
    assert.equal(sent?.status, 'sent');
    assert.equal(sent?.subject, mail.subject);
    assert.ok(sent?.sent_at);
  });

  test('should skip, with the reason, a reminder whose receivable was paid after the plan', async () => {
    const paying = await client(ana, 'joao@cliente.test');
    const movement = await receivable(ana, setup.sales, paying, today);
    await reminders.plan(today);
    const [queued] = await logOf(ana, movement);
    assert.ok(queued);
    await pay(ana, movement.id, { paid_on: today, amount_cents: 25_000 });

    assert.equal(await senderFor().send(ana.companyId, queued.id), 'skipped');
    const [skipped] = await logOf(ana, movement);
    assert.equal(skipped?.status, 'skipped');
    assert.equal(skipped?.reason, REMINDER_SKIP_REASONS.paid);
    assert.equal((await readOutbox(app, 'joao@cliente.test')).length, 0);
  });

  test('should skip, with its own reason, a reminder whose step was taken off the régua', async () => {
    const paying = await client(ana, 'etapa@cliente.test');
    const movement = await receivable(ana, setup.sales, paying, addDays(today, 3));
    await reminders.plan(today);
    const [queued] = await logOf(ana, movement);
    assert.equal(queued?.offset_days, -3);
    const withoutIt = DEFAULT_REMINDER_STEPS.filter((step) => step.offset_days !== -3);
    expectStatus(await ana.call('PUT', SETTINGS_URL, { enabled: true, steps: withoutIt }), 200);

    try {
      assert.equal(await senderFor().send(ana.companyId, queued.id), 'skipped');
      assert.equal((await logOf(ana, movement))[0]?.reason, REMINDER_SKIP_REASONS.stepRemoved);
      assert.equal((await readOutbox(app, 'etapa@cliente.test')).length, 0);
    } finally {
      await turnOn(ana);
    }
  });

  test('should stop every reminder to a client who opts out from a charge page', async () => {
    const leaving = await client(ana, 'sai@cliente.test');
    const first = await receivable(ana, setup.sales, leaving, addDays(today, -3));
    const second = await receivable(ana, setup.sales, leaving, addDays(today, -7));
    await reminders.plan(today);
    const [queued] = await logOf(ana, first);
    assert.ok(queued);
    const charge = await ana.call('POST', `${MOVEMENTS_URL}/${first.id}/pix-charge`);
    expectStatus(charge, 201);
    const token = charge.json<{ page_path: string }>().page_path.replace('/cobranca/', '');

    const optOut = await app.inject({
      method: 'POST',
      url: `/v1/public/pix-charges/${token}/opt-out`,
    });
    expectStatus(optOut, 204);
    const repeat = await app.inject({
      method: 'POST',
      url: `/v1/public/pix-charges/${token}/opt-out`,
    });
    expectStatus(repeat, 204);

    assert.equal(await senderFor().send(ana.companyId, queued.id), 'skipped');
    assert.equal((await logOf(ana, first))[0]?.reason, REMINDER_SKIP_REASONS.optedOut);
    // The other receivable of the same client was planned before: skipped too.
    const [other] = await logOf(ana, second);
    if (other) {
      assert.equal(await senderFor().send(ana.companyId, other.id), 'skipped');
    }
    // A new receivable of the same client: never planned.
    const later = await receivable(ana, setup.sales, leaving, today);
    await reminders.plan(today);
    assert.deepEqual(await logOf(ana, later), []);
  });

  test('should answer 404 for a token that names no charge, and for another company’s log', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: `/v1/public/pix-charges/${'A'.repeat(54)}/opt-out`,
    });
    expectStatus(unknown, 404);
    const paying = await client(bruno, 'x@cliente.test');
    const brunos = await receivable(bruno, brunoSetup.sales, paying, today);
    expectStatus(await ana.call('GET', `${MOVEMENTS_URL}/${brunos.id}/reminders`), 404);
  });

  test('should leave the log queued and retry later when the mail server is away', async () => {
    const paying = await client(ana, 'retry@cliente.test');
    const movement = await receivable(ana, setup.sales, paying, addDays(today, -15));
    await reminders.plan(today);
    const [queued] = await logOf(ana, movement);
    assert.ok(queued);
    const away = {
      send: () => Promise.reject(new Error('connection refused')),
    };
    await assert.rejects(senderFor(away).send(ana.companyId, queued.id), /connection refused/);
    assert.equal((await logOf(ana, movement))[0]?.status, 'queued');
    assert.equal(await senderFor().send(ana.companyId, queued.id), 'sent');
  });
});

describe('Enviar lembrete agora', () => {
  const sendNow = (tenant: Tenant, movement: { id: string }) =>
    tenant.call('POST', `${MOVEMENTS_URL}/${movement.id}/reminders`);

  test('should send at once with the nearest step, the régua off, and log who asked', async () => {
    // Off, and each step's subject says which it is.
    const steps = DEFAULT_REMINDER_STEPS.map((step) => ({
      ...step,
      subject: `Etapa ${step.offset_days}: {descricao}`,
    }));
    expectStatus(await ana.call('PUT', SETTINGS_URL, { enabled: false, steps }), 200);
    try {
      const paying = await client(ana, 'agora@cliente.test');
      // Two days late: the nearest step is "3 dias depois".
      const late = await receivable(ana, setup.sales, paying, addDays(today, -2));
      const response = await sendNow(ana, late);
      expectStatus(response, 201);
      const sent = reminderSendSchema.parse(response.json());
      assert.equal(sent.status, 'sent');
      assert.equal(sent.manual, true);
      assert.equal(sent.offset_days, 2);
      const mails = (await readOutbox(app, 'agora@cliente.test')).filter(
        (mail) => mail.purpose === 'reminder',
      );
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.subject, 'Etapa 3: Mensalidade de dezembro');
      assert.equal(sent.subject, mails[0]!.subject);
      assert.match(mails[0]!.text, /Pix copia e cola:/);
      // Asked again: a second e-mail, a second log line; the régua's plan is not blocked by them.
      expectStatus(await sendNow(ana, late), 201);
      assert.equal((await logOf(ana, late)).filter((row) => row.manual).length, 2);
    } finally {
      await turnOn(ana);
    }
  });

  test('should say why it cannot send, and send nothing', async () => {
    const withoutEmail = await client(ana, null);
    const noEmail = await receivable(ana, setup.sales, withoutEmail, today);
    expectError(await sendNow(ana, noEmail), 409, REMINDER_NOW_MESSAGES.noEmail);
    const paying = await client(ana, 'pago@cliente.test');
    const paid = await receivable(ana, setup.sales, paying, today);
    await pay(ana, paid.id, { paid_on: today, amount_cents: 25_000 });
    expectError(await sendNow(ana, paid), 409, REMINDER_NOW_MESSAGES.notOpenReceivable);
    assert.deepEqual(await logOf(ana, noEmail), []);
    assert.equal((await readOutbox(app, 'pago@cliente.test')).length, 0);
    // Another company's receivable does not exist here.
    const brunos = await receivable(
      bruno,
      brunoSetup.sales,
      await client(bruno, 'b@c.test'),
      today,
    );
    expectStatus(await sendNow(ana, brunos), 404);
    assert.deepEqual(await logOf(bruno, brunos), []);
  });

  test('should keep the reason in the log when the charge cannot be made', async () => {
    // Bruno's company has no Pix account for cobrança.
    const paying = await client(bruno, 'semconta@cliente.test');
    const movement = await receivable(bruno, brunoSetup.sales, paying, today);
    const response = await sendNow(bruno, movement);
    expectStatus(response, 409);
    const [line] = await logOf(bruno, movement);
    assert.equal(line?.status, 'skipped');
    assert.equal(line?.manual, true);
    assert.match(line?.reason ?? '', new RegExp(REMINDER_SKIP_REASONS.noCharge));
    assert.equal((await readOutbox(app, 'semconta@cliente.test')).length, 0);
  });
});

describe('Régua de cobrança: sending hours', () => {
  test('should send from 8:00 to 20:59 in São Paulo by default, whatever the server’s zone', () => {
    const hours = { from: 8, to: 20 };
    assert.equal(planCron(hours), '*/15 8-20 * * *');
    assert.equal(withinHours(hours, new Date('2026-11-26T10:59:00Z')), false); // 07:59
    assert.equal(withinHours(hours, new Date('2026-11-26T11:00:00Z')), true); // 08:00
    assert.equal(withinHours(hours, new Date('2026-11-26T23:59:00Z')), true); // 20:59
    assert.equal(withinHours(hours, new Date('2026-11-27T00:00:00Z')), false); // 21:00
  });
});

describe('Régua de cobrança: through the job queue', () => {
  test('should queue each planned send once, and send it through a worker', async () => {
    const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log, {
      maintenance: false,
    });
    await queue.start();
    try {
      await queue.createQueue(REMINDER_QUEUES.send);
      const paying = await client(ana, 'fila@cliente.test');
      const movement = await receivable(ana, setup.sales, paying, addDays(today, -7));
      const first = await planReminders(queue, reminders, today);
      const second = await planReminders(queue, reminders, today);
      assert.ok(first.queued >= 1);
      assert.equal(second.planned, 0);
      const [send] = await logOf(ana, movement);
      assert.ok(send);
      const jobs = await app.database.rows<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where id = ${send.id}`,
      );
      assert.equal(Number(jobs[0]?.count), 1, 'queued twice, one job');

      const sender = senderFor();
      let batches = 0;
      await queue.work<{ companyId: string }>(
        REMINDER_QUEUES.send,
        { batchSize: 50, includeMetadata: true, pollingIntervalSeconds: 0.5 },
        async (batch) => {
          batches += 1;
          await sendBatch(queue, sender, reminders, batch, app.log);
        },
      );
      const deadline = Date.now() + 15_000;
      while ((await logOf(ana, movement))[0]?.status === 'queued' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.equal((await logOf(ana, movement))[0]?.status, 'sent');
      assert.ok(batches >= 1);
      // pg-boss's upkeep (expiry, archive) is a locked script of several statements: it runs.
      await (queue as unknown as { maintain(): Promise<void> }).maintain();
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
  });
});

function brDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

describe('Régua de cobrança: an API that works its queue', () => {
  test('should plan and send at once when the owner saves the régua on, answering without delay', async () => {
    const world = await openMovementWorld({ JOBS: 'true', REMINDER_HOURS: '0-23' });
    try {
      await world.app.ready();
      const owner = world.ana;
      expectStatus(
        await owner.call('PATCH', `/v1/companies/bank-accounts/${world.setup.itau}`, {
          pix_key_type: 'cnpj',
          pix_key: '11.222.333/0001-81',
          charge_default: true,
        }),
        200,
      );
      await world.app.database.rows(
        sql`update companies set address_city = 'Recife' where id = ${owner.companyId}`,
      );
      const row = await createAs(owner, '/v1/companies/clients', clientSchema, {
        name: 'Cliente da fila',
        document: cpfWithCheckDigits('390533447'),
        email: 'fila-viva@cliente.test',
      });
      await createMovement(owner, {
        type: 'receita',
        description: 'Consultoria de novembro',
        amount_cents: 80_000,
        due_date: today,
        competence_date: today,
        category_id: world.setup.sales,
        supplier_id: row.id,
      });

      const started = Date.now();
      // The write and the plan it asks for share the request's transaction (PGlite's one
      // connection): an Idempotency-Key makes it request-wide, as the app's client always does.
      const saved = await world.app.inject({
        method: 'PUT',
        url: SETTINGS_URL,
        headers: {
          authorization: `Bearer ${owner.token}`,
          'x-company-id': owner.companyId,
          'idempotency-key': '7f1d1c1e-6f55-4d0e-9a43-5bb0a8a0c001',
        },
        payload: { enabled: true, steps: DEFAULT_REMINDER_STEPS },
      });
      expectStatus(saved, 200);
      assert.ok(Date.now() - started < 5_000, 'the save answers at once');

      const deadline = Date.now() + 20_000;
      let mails: Awaited<ReturnType<typeof readOutbox>> = [];
      while (mails.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        mails = (await readOutbox(world.app, 'fila-viva@cliente.test')).filter(
          (mail) => mail.purpose === 'reminder',
        );
      }
      assert.equal(mails.length, 1);
      assert.match(mails[0]?.subject ?? '', /Consultoria de novembro vence hoje$/);
    } finally {
      await world.app.close();
    }
  });
});
