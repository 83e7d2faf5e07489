import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  DIGEST_ACCOUNT_PATH,
  DIGEST_NOT_A_MEMBER_MESSAGE,
  digestSettingsSchema,
} from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { createJobQueue } from '../../../src/db/job-queue';
import { createApprovalsRepository } from '../../../src/domains/approvals/public';
import { memberships, users } from '../../../src/db/schema';
import {
  DIGEST_QUEUES,
  digestCron,
  DIGEST_RETENTION_DAYS,
  planDigests,
  sendDigestBatch,
  withinDigestHours,
} from '../../../src/domains/digest/jobs/digest-jobs';
import { createDigestRepository } from '../../../src/domains/digest/repositories/digest-repository';
import type { DigestRepository } from '../../../src/domains/digest/repositories/digest-repository';
import { digestEmail, isEmptyDigest } from '../../../src/domains/digest/services/digest-email';
import {
  DIGEST_SKIP_REASONS,
  createDigestSender,
} from '../../../src/domains/digest/services/digest-sender';
import { createUser, readOutbox } from '../../helper';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import {
  createMovement,
  createSetup,
  openMovementWorld,
  pay,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';

// Resumo diário por e-mail (issue 21, item 6): opted in per person and company, sent once a day
// with what is due today, overdue and received or paid yesterday, skipped when there is nothing.

const DIGEST_URL = '/v1/users/digest';
const today = todayIso();
const yesterday = addDays(today, -1);
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let digests: DigestRepository;
let anaEmail: string;

async function emailOf(userId: string): Promise<string> {
  const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  assert.ok(row);
  return row.email;
}

async function sendRow(companyId: string, userId: string, day = today) {
  const [row] = await app.database.rows<{ id: string; status: string; reason: string | null }>(
    sql`select id, status, reason from digest_sends
        where company_id = ${companyId} and user_id = ${userId} and day = ${day}::date`,
  );
  return row;
}

function senderFor(mailer: Pick<App['mailer'], 'send'> = app.mailer) {
  return createDigestSender({
    digests,
    approvals: createApprovalsRepository(app.db),
    mailer,
    appPublicUrl: app.config.appPublicUrl,
    log: app.log,
    budgetOverrunsOf: (companyId, day) =>
      app.services.budgetComparison.monthOverruns(companyId, day),
  });
}

const digestMails = async (to: string) =>
  (await readOutbox(app, to)).filter((mail) => mail.purpose === 'daily-digest');

async function optIn(tenant: Tenant, companyIds: string[]) {
  const response = await tenant.call('PUT', DIGEST_URL, { company_ids: companyIds });
  expectStatus(response, 200);
  return digestSettingsSchema.parse(response.json());
}

const movement = (
  tenant: Tenant,
  category: string,
  type: 'receita' | 'despesa',
  description: string,
  amountCents: number,
  dueDate: string,
) =>
  createMovement(tenant, {
    type,
    description,
    amount_cents: amountCents,
    due_date: dueDate,
    competence_date: dueDate,
    category_id: category,
  });

before(async () => {
  ({ app, ana, bruno, setup } = await openMovementWorld());
  digests = createDigestRepository(app.db);
  anaEmail = await emailOf(ana.userId);
});

after(async () => {
  await app.close();
});

describe('Resumo diário: the choice in Minha conta', () => {
  test('should list every company of the person, off until chosen, and save the choice', async () => {
    // Ana also sees Bruno's company, as a viewer: every role may have the digest.
    await app.db
      .insert(memberships)
      .values({ companyId: bruno.companyId, userId: ana.userId, role: 'viewer' });
    const read = await ana.call('GET', DIGEST_URL);
    expectStatus(read, 200);
    const initial = digestSettingsSchema.parse(read.json());
    assert.deepEqual(
      initial.companies.map((c) => [c.company_id, c.role, c.enabled]).sort(),
      [
        [ana.companyId, 'owner', false],
        [bruno.companyId, 'viewer', false],
      ].sort(),
    );

    const both = await optIn(ana, [ana.companyId, bruno.companyId]);
    assert.ok(both.companies.every((c) => c.enabled));
    const one = await optIn(ana, [ana.companyId]);
    assert.deepEqual(
      one.companies.filter((c) => c.enabled).map((c) => c.company_id),
      [ana.companyId],
    );
    const again = digestSettingsSchema.parse((await ana.call('GET', DIGEST_URL)).json());
    assert.deepEqual(again, one);
    assert.ok((await optIn(ana, [])).companies.every((c) => !c.enabled));
  });

  test('should refuse a company the person is not a member of, the same way whether it exists or not, changing nothing', async () => {
    await optIn(bruno, [bruno.companyId]);
    const before = (await bruno.call('GET', DIGEST_URL)).json();
    expectError(
      await bruno.call('PUT', DIGEST_URL, { company_ids: [bruno.companyId, ana.companyId] }),
      403,
      DIGEST_NOT_A_MEMBER_MESSAGE,
    );
    expectError(
      await bruno.call('PUT', DIGEST_URL, { company_ids: [randomUUID()] }),
      403,
      DIGEST_NOT_A_MEMBER_MESSAGE,
    );
    expectStatus(await bruno.call('PUT', DIGEST_URL, { company_ids: ['nao-e-um-id'] }), 400);
    expectStatus(await app.inject({ method: 'GET', url: DIGEST_URL }), 401);
    assert.deepEqual((await bruno.call('GET', DIGEST_URL)).json(), before);
  });
});

describe('Resumo diário: the content', () => {
  test('should add up due today, overdue and received yesterday in cents, by São Paulo days', async () => {
    await optIn(ana, [ana.companyId]);
    await movement(ana, setup.sales, 'receita', 'Venda balcão', 100_000, today);
    const partial = await movement(ana, setup.sales, 'receita', 'Parcela cliente', 50_000, today);
    // Paid in part today: 300,00 still open, and no payment of yesterday.
    await pay(ana, partial.id, { paid_on: today, amount_cents: 20_000 });
    await movement(ana, setup.rent, 'despesa', 'Aluguel', 250_000, today);
    await movement(ana, setup.sales, 'receita', 'Consultoria', 40_000, yesterday);
    await movement(ana, setup.sales, 'receita', 'Projeto antigo', 15_000, addDays(today, -10));
    const settled = await movement(ana, setup.sales, 'receita', 'Quitada', 9_900, yesterday);
    await pay(ana, settled.id, { paid_on: yesterday, amount_cents: 9_900 });
    const received = await movement(ana, setup.sales, 'receita', 'Recebida ontem', 70_000, today);
    await pay(ana, received.id, { paid_on: yesterday, amount_cents: 70_000 });
    const older = await movement(ana, setup.rent, 'despesa', 'Conta de luz', 12_345, yesterday);
    await pay(ana, older.id, { paid_on: addDays(today, -2), amount_cents: 12_345 });
    await movement(ana, setup.sales, 'receita', 'Vence amanhã', 99_999, addDays(today, 1));

    const contents = await digests.contents(ana.companyId, today, yesterday);
    assert.deepEqual(contents.dueToday.receita, { count: 2, totalCents: 130_000 });
    assert.deepEqual(contents.dueToday.despesa, { count: 1, totalCents: 250_000 });
    assert.deepEqual(contents.overdue.receita, { count: 2, totalCents: 55_000 });
    assert.deepEqual(contents.overdue.despesa, { count: 0, totalCents: 0 });
    assert.equal(contents.overdue.oldestDueDate, addDays(today, -10));
    assert.deepEqual(contents.paidYesterday.receita, { count: 2, totalCents: 79_900 });
    assert.deepEqual(contents.paidYesterday.despesa, { count: 0, totalCents: 0 });
    assert.deepEqual(
      contents.dueToday.items.map((item) => [item.description, item.amountCents]),
      [
        ['Aluguel', 250_000],
        ['Venda balcão', 100_000],
        ['Parcela cliente', 30_000],
      ],
    );

    // Ana for her company, and Bruno for his, chosen in the test before.
    assert.equal(await digests.plan(today), 2);
    const planned = await sendRow(ana.companyId, ana.userId);
    assert.ok(planned);
    assert.equal(await senderFor().send(ana.companyId, planned.id), 'sent');
    const [mail, ...more] = await digestMails(anaEmail);
    assert.ok(mail);
    assert.equal(more.length, 0);
    const [y, m, d] = today.split('-');
    assert.equal(mail.subject, `Resumo diário de Empresa de Teste 1 – ${d}/${m}/${y}`);
    assert.match(mail.text, /A receber: 2 contas, R\$\s1\.300,00/);
    assert.match(mail.text, /A pagar: 1 conta, R\$\s2\.500,00/);
    assert.match(mail.text, /EM ATRASO\nA receber: 2 contas, R\$\s550,00/);
    assert.match(mail.text, /Recebido: 2 pagamentos, R\$\s799,00/);
    assert.doesNotMatch(mail.text, /Vence amanhã|Conta de luz/);
    assert.match(mail.html, /Empresa de Teste 1/);
    assert.match(mail.html, /Não quero mais receber este resumo/);
    assert.ok(mail.text.includes(`${app.config.appPublicUrl}${DIGEST_ACCOUNT_PATH}`));
    // The links open Movimentações with the filters its list reads from the URL.
    const dueLink = new URL(mail.data.due_today_link ?? '');
    assert.equal(dueLink.pathname, '/movimentacoes');
    assert.equal(dueLink.searchParams.get('inicio'), today);
    assert.equal(dueLink.searchParams.get('fim'), today);
    assert.equal(dueLink.searchParams.get('status'), 'vence hoje,pago parcial');
    assert.equal(dueLink.searchParams.get('tipo'), 'receita');
    // It opens Ana's company, whichever one she has active in the app.
    assert.equal(dueLink.searchParams.get('empresa'), ana.companyId);
    const overdueLink = new URL(mail.data.overdue_link ?? '');
    assert.equal(overdueLink.searchParams.get('inicio'), addDays(today, -10));
    assert.equal(overdueLink.searchParams.get('fim'), yesterday);
    const receivedLink = new URL(mail.data.received_link ?? '');
    assert.equal(receivedLink.searchParams.get('data'), 'payment_date');
    assert.equal(receivedLink.searchParams.get('inicio'), yesterday);
    assert.equal((await sendRow(ana.companyId, ana.userId))?.status, 'sent');
  });

  test('should count a day in São Paulo, not in UTC: a digest is stale only once São Paulo’s day is over', async () => {
    const day = '2025-03-10';
    await app.database.rows(
      sql`insert into digest_sends (company_id, user_id, day) values (${ana.companyId}, ${ana.userId}, ${day}::date)`,
    );
    const row = await sendRow(ana.companyId, ana.userId, day);
    assert.ok(row);
    // 02:59 UTC on the 11th is 23:59 on the 10th in São Paulo: still the digest's day…
    assert.equal(todayIso(new Date('2025-03-11T02:59:00Z')), day);
    // …and 03:00 UTC is the 11th there: yesterday's digest is not sent today.
    assert.equal(
      await senderFor().send(ana.companyId, row.id, new Date('2025-03-11T03:00:00Z')),
      'skipped',
    );
    assert.equal(
      (await sendRow(ana.companyId, ana.userId, day))?.reason,
      DIGEST_SKIP_REASONS.stale,
    );
  });
});

describe('Resumo diário: once a day', () => {
  test('should plan and send once per person, company and day, under retries and a mail server away', async () => {
    assert.equal(await digests.plan(today), 0, 'already planned today');
    const joined = await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: bruno.userId, role: 'finance' })
      .returning();
    assert.equal(joined.length, 1);
    await optIn(bruno, [bruno.companyId, ana.companyId]);
    const brunoEmail = await emailOf(bruno.userId);

    const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log, {
      maintenance: false,
    });
    await queue.start();
    try {
      await queue.createQueue(DIGEST_QUEUES.send);
      const first = await planDigests(queue, digests, today);
      const second = await planDigests(queue, digests, today);
      assert.equal(first.planned, 1, 'Bruno for Ana’s company: the others were planned before');
      assert.equal(second.planned, 0);
      const row = await sendRow(ana.companyId, bruno.userId);
      assert.ok(row);
      const jobs = await app.database.rows<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where id = ${row.id}`,
      );
      assert.equal(Number(jobs[0]?.count), 1, 'queued twice, one job');
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }

    const row = await sendRow(ana.companyId, bruno.userId);
    assert.ok(row);
    const away = { send: () => Promise.reject(new Error('connection refused')) };
    await assert.rejects(senderFor(away).send(ana.companyId, row.id), /connection refused/);
    assert.equal((await sendRow(ana.companyId, bruno.userId))?.status, 'queued');
    assert.equal(await senderFor().send(ana.companyId, row.id), 'sent');
    // The job run again (a retry after a crash, another instance): nothing more is sent.
    assert.equal(await senderFor().send(ana.companyId, row.id), 'sent');
    assert.equal(await digests.plan(today), 0);
    const mails = (await digestMails(brunoEmail)).filter((mail) =>
      mail.subject.includes('Empresa de Teste 1'),
    );
    assert.equal(mails.length, 1);
  });

  test('should forget the log of digests older than the retention, and only those', async () => {
    const old = addDays(today, -DIGEST_RETENTION_DAYS - 1);
    const kept = addDays(today, -DIGEST_RETENTION_DAYS);
    await app.db.execute(
      sql`insert into digest_sends (company_id, user_id, day, status, reason)
        values (${ana.companyId}, ${ana.userId}, ${old}, 'skipped', 'nada a contar'),
          (${ana.companyId}, ${ana.userId}, ${kept}, 'sent', null)`,
    );
    const days = async () =>
      (
        await app.database.rows<{ day: string }>(
          sql`select day::text as day from digest_sends
            where company_id = ${ana.companyId} and user_id = ${ana.userId} and day <= ${kept}
            order by day`,
        )
      ).map((row) => row.day);
    assert.deepEqual(await days(), [old, kept]);
    const result = await planDigests({ insert: async () => {} }, digests, today);
    assert.equal(result.pruned, 1);
    assert.deepEqual(await days(), [kept]);
  });

  test('should skip, and say so, a digest with nothing due, overdue or received', async () => {
    // Bruno's own company has no movements at all.
    const row = await sendRow(bruno.companyId, bruno.userId);
    assert.ok(row);
    assert.equal(await senderFor().send(bruno.companyId, row.id), 'skipped');
    assert.equal((await sendRow(bruno.companyId, bruno.userId))?.reason, DIGEST_SKIP_REASONS.empty);
    const brunoEmail = await emailOf(bruno.userId);
    assert.equal(
      (await digestMails(brunoEmail)).filter((mail) => mail.subject.includes(bruno.companyId))
        .length,
      0,
    );
    assert.equal((await digestMails(brunoEmail)).length, 1, 'only Ana’s company’s digest');
  });
});

describe('Resumo diário: membership', () => {
  test('should stop the digest of a person removed from the company, even one already planned', async () => {
    const tomorrow = addDays(today, 1);
    // Planned for tomorrow while Bruno is still a member of Ana's company…
    assert.equal(await digests.plan(tomorrow), 3);
    const planned = await sendRow(ana.companyId, bruno.userId, tomorrow);
    assert.ok(planned);
    // …then Ana removes him.
    expectStatus(await ana.call('DELETE', `/v1/companies/members/${bruno.userId}`), 204);

    // His sessions ended with the membership; his choice for that company went with it.
    assert.deepEqual(
      (await digests.choices(bruno.userId)).map((choice) => [choice.companyId, choice.enabled]),
      [[bruno.companyId, true]],
    );
    const tomorrowMorning = new Date(`${tomorrow}T12:00:00Z`);
    assert.equal(await senderFor().send(ana.companyId, planned.id, tomorrowMorning), 'skipped');
    assert.equal(
      (await sendRow(ana.companyId, bruno.userId, tomorrow))?.reason,
      DIGEST_SKIP_REASONS.notMember,
    );
    assert.equal(await digests.plan(addDays(today, 2)), 2, 'each for their own company only');
  });
});

describe('Resumo diário: hours', () => {
  test('should plan from 7:00 to 9:59 in São Paulo by default, whatever the server’s zone', () => {
    const hours = app.config.digestHours;
    assert.deepEqual(hours, { from: 7, to: 9 });
    assert.equal(digestCron(hours), '*/15 7-9 * * *');
    assert.equal(withinDigestHours(hours, new Date('2026-11-26T09:59:00Z')), false); // 06:59
    assert.equal(withinDigestHours(hours, new Date('2026-11-26T10:00:00Z')), true); // 07:00
    assert.equal(withinDigestHours(hours, new Date('2026-11-26T12:59:00Z')), true); // 09:59
    assert.equal(withinDigestHours(hours, new Date('2026-11-26T13:00:00Z')), false); // 10:00
  });
});

describe('Resumo diário: the e-mail', () => {
  const none = { count: 0, totalCents: 0 };
  const contents = {
    dueToday: { receita: none, despesa: { count: 1, totalCents: 123_456_78 }, items: [] },
    overdue: { receita: none, despesa: none, items: [], oldestDueDate: null },
    awaitingApproval: null,
    budgetOverruns: [],
    paidYesterday: {
      receita: none,
      despesa: none,
      items: [
        {
          type: 'despesa' as const,
          description: '<script>alert(1)</script>',
          counterpart: 'Fornecedor & Cia',
          amountCents: 1,
          date: '2026-11-25',
        },
      ],
    },
  };

  test('should escape what the company typed, say when a section is empty, and format R$ in pt-BR', () => {
    assert.equal(isEmptyDigest(contents), false);
    const mail = digestEmail({
      companyId: randomUUID(),
      companyName: 'Bar <do> Zé',
      today: '2026-11-26',
      yesterday: '2026-11-25',
      contents,
      appPublicUrl: 'https://app.fluxo.test',
    });
    assert.equal(mail.subject, 'Resumo diário de Bar <do> Zé – 26/11/2026');
    assert.doesNotMatch(mail.html, /<script>|<do>/);
    assert.match(mail.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; \(Fornecedor &amp; Cia\)/);
    assert.match(mail.text, /A pagar: 1 conta, R\$\s123\.456,78/);
    assert.match(mail.text, /Nenhuma conta em atraso\./);
    assert.match(
      mail.text,
      /MOVIMENTADO ONTEM \(25\/11\/26\)\nNenhum recebimento ou pagamento ontem\./,
    );
    assert.ok(mail.text.includes('https://app.fluxo.test/minha-conta/notificacoes'));
  });
});

describe('Resumo diário: through the job queue', () => {
  test('should send a planned digest through a worker, once', async () => {
    // A viewer who joins Ana's company and chooses its digest.
    const viewer = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: viewer.userId, role: 'viewer' });
    await digests.replace(viewer.userId, [ana.companyId]);

    const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log, {
      maintenance: false,
    });
    await queue.start();
    try {
      await queue.createQueue(DIGEST_QUEUES.send);
      assert.equal((await planDigests(queue, digests, today)).planned, 1);
      const sender = senderFor();
      await queue.work<{ companyId: string }>(
        DIGEST_QUEUES.send,
        { batchSize: 20, includeMetadata: true, pollingIntervalSeconds: 0.5 },
        async (jobs) => sendDigestBatch(queue, sender, jobs, app.log),
      );
      const deadline = Date.now() + 15_000;
      while (
        (await sendRow(ana.companyId, viewer.userId))?.status === 'queued' &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.equal((await sendRow(ana.companyId, viewer.userId))?.status, 'sent');
      assert.equal((await digestMails(viewer.email)).length, 1);
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
  });
});

describe('Resumo diário: the month’s budget', () => {
  test('should name the despesas past 90 % of the month’s budget, the furthest first, with a link', async () => {
    // A company of its own: the others' digests above have run, and Bruno has left Ana's.
    const carla = await createTenant(app);
    const carlaSetup = await createSetup(carla);
    const months = Array<number>(12).fill(0);
    const month = Number(today.slice(5, 7)) - 1;
    const line = (category: string, cents: number) => ({
      category_id: category,
      cost_center_id: null,
      months: months.map((_, index) => (index === month ? cents : 0)),
    });
    const year = Number(today.slice(0, 4));
    expectStatus(
      await carla.call('PUT', `/v1/companies/budgets/${year}`, {
        base_version: 0,
        lines: [
          line(carlaSetup.rent, 10_000),
          line(carlaSetup.salaries, 10_000),
          line(carlaSetup.sales, 1),
        ],
      }),
      200,
    );
    const spend = (category: string, cents: number) =>
      createMovement(carla, {
        type: 'despesa',
        description: 'Gasto do mês',
        amount_cents: cents,
        due_date: today,
        competence_date: today,
        category_id: category,
      });
    await spend(carlaSetup.rent, 9_500);
    await spend(carlaSetup.salaries, 1_000);

    const overruns = await app.services.budgetComparison.monthOverruns(carla.companyId, today);
    assert.deepEqual(
      overruns.map((item) => [item.id, item.spent, item.budget, item.usedPercent]),
      [[carlaSetup.rent, 9_500, 10_000, 95]],
    );
    // Another company's digest never reads this budget.
    assert.deepEqual(await app.services.budgetComparison.monthOverruns(ana.companyId, today), []);

    const none = { count: 0, totalCents: 0 };
    const quiet = { receita: none, despesa: none, items: [] };
    const contents = {
      dueToday: quiet,
      overdue: { ...quiet, oldestDueDate: null },
      paidYesterday: quiet,
      awaitingApproval: null,
      budgetOverruns: overruns,
    };
    // A category near its limit is news on its own.
    assert.equal(isEmptyDigest(contents), false);
    const mail = digestEmail({
      companyId: carla.companyId,
      companyName: 'Empresa da Carla',
      today,
      yesterday,
      contents,
      appPublicUrl: 'https://app.fluxo.test',
    });
    assert.match(mail.text, /ORÇAMENTO DO MÊS\n1 categoria passou de 90% do orçado/);
    assert.match(mail.text, /- .+: R\$\s95,00 de R\$\s100,00 \(95% do orçado\)/);
    assert.ok(
      mail.text.includes(
        `https://app.fluxo.test/relatorios/dre?visao=orcado&inicio=${today.slice(0, 8)}01`,
      ),
    );
    assert.match(mail.html, /Orçamento do mês/);
    assert.equal(isEmptyDigest({ ...contents, budgetOverruns: [] }), true);
  });
});
