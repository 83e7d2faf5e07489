import { addDays } from 'shared/format';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  isValidCpfOrCnpj,
  movementStatus,
  parsePixKey,
  TRANSACTION_STATUSES,
} from 'shared/contracts';
import type { TransactionStatus } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type { DatabaseHandle } from '../../src/db/client';
import { addMonths, dateIn, monthOf, nthBusinessDay } from '../../src/seed/demo/calendar';
import { planFluxoDemo } from '../../src/seed/demo/demo-data';
import {
  bankAccounts,
  categories,
  companies,
  contacts,
  costCenters,
  movements,
} from '../../src/db/schema';
import { DEMO_COMPANIES, findDemoCompanyId } from '../../src/seed/seed-demo';
import { openTestDatabase } from '../helper';
import { invariantViolations, movementRows, paymentRows } from './movement-checks';
import type { MovementRow, PaymentRow } from './movement-checks';

// The test database is seeded on the day the suite runs (the template is rebuilt every day), so
// "today" here is the demo's today.
const today = todayIso();
const current = monthOf(today);
const monthKey = (date: string) => date.slice(0, 7);
const currentKey = monthKey(today);

let database: DatabaseHandle;
let companyId: string;
let rows: MovementRow[];
let payments: PaymentRow[];

before(async () => {
  database = await openTestDatabase();
  const id = await findDemoCompanyId(database.db);
  if (!id) throw new Error('the demo company is missing');
  companyId = id;
  rows = await movementRows(database, companyId);
  payments = await paymentRows(database, companyId);
});

after(async () => {
  await database.close();
});

const statusOf = (movement: MovementRow) => movementStatus(movement, today);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('demo company setup', () => {
  test('should hold a plano de contas of two or three levels, each child typed as its root', async () => {
    const plano = await database.db
      .select()
      .from(categories)
      .where(eq(categories.companyId, companyId));
    const byId = new Map(plano.map((category) => [category.id, category]));
    assert.ok(plano.length >= 40, `${plano.length} categories`);
    for (const category of plano) {
      assert.match(category.code, /^[12](\.\d{2}){0,2}$/);
      const parent = category.parentId ? byId.get(category.parentId) : undefined;
      if (category.code.includes('.')) {
        assert.equal(parent?.code, category.code.slice(0, category.code.lastIndexOf('.')));
        assert.equal(category.type, parent?.type, category.code);
      } else {
        assert.equal(category.parentId, null);
        assert.equal(category.type, category.code === '1' ? 'receita' : 'despesa');
      }
    }
    const names = plano.map((category) => category.name);
    for (const name of [
      'Venda de produtos',
      'Prestação de serviços',
      'Receitas financeiras',
      'Salários',
      'Pró-labore',
      'FGTS',
      'Vale-transporte',
      'DAS - Simples Nacional',
      'ISS retido',
      'Aluguel',
      'Condomínio',
      'Energia elétrica',
      'Água e esgoto',
      'Internet e telefone',
      'Anúncios online',
      'Licenças de software',
      'Tarifas bancárias',
      'Manutenção e reparos',
    ]) {
      assert.ok(names.includes(name), `missing ${name}`);
    }
  });

  test('should hold three bank accounts, opened the day before the first month', async () => {
    const accounts = await database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, companyId))
      .orderBy(bankAccounts.bankCode);
    assert.deepEqual(
      accounts.map((a) => [a.bankCode, a.type]),
      [
        ['001', 'corrente'],
        ['260', 'pagamento'],
        ['341', 'corrente'],
      ],
    );
    const opening = addDays(dateIn(addMonths(current, -12), 1), -1);
    for (const account of accounts) {
      assert.equal(account.openingBalanceDate, opening);
      assert.ok(account.openingBalanceCents > 0);
    }
    assert.ok(payments.every((payment) => payment.paid_on > opening));
    // Cobrança Pix goes to the main account, keyed by the company's own CNPJ.
    const [company] = await database.db
      .select({ document: companies.document })
      .from(companies)
      .where(eq(companies.id, companyId));
    assert.deepEqual(
      accounts.map((a) => [a.bankCode, a.pixKeyType, a.pixKey, a.chargeDefault]),
      [
        ['001', null, null, false],
        ['260', null, null, false],
        ['341', 'cnpj', company?.document, true],
      ],
    );
    assert.ok(rows.every((movement) => movement.due_date > opening));
  });

  test('should hold four cost centres and suppliers with valid documents and Pix keys', async () => {
    const centers = await database.db
      .select({ name: costCenters.name })
      .from(costCenters)
      .where(eq(costCenters.companyId, companyId))
      .orderBy(costCenters.name);
    assert.deepEqual(
      centers.map((c) => c.name),
      ['Administrativo', 'Comercial', 'Operações', 'Tecnologia'],
    );
    const found = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.companyId, companyId));
    assert.ok(found.length >= 20, `${found.length} suppliers`);
    assert.ok(
      found.some((s) => s.document.length === 11),
      'some CPF',
    );
    for (const supplier of found) {
      assert.ok(isValidCpfOrCnpj(supplier.document), `${supplier.name}: ${supplier.document}`);
      if (supplier.phone !== null) assert.match(supplier.phone, /^\d{10,11}$/);
      if (supplier.email !== null) assert.match(supplier.email, /^[^@\s]+@[^@\s]+\.[a-z.]+$/);
      if (supplier.pixKey !== null) {
        // Stored as the API would store it from the supplier form.
        assert.deepEqual(parsePixKey(supplier.pixKey), {
          key: supplier.pixKey,
          type: supplier.pixKeyType,
        });
      }
    }
    assert.ok(found.filter((s) => s.pixKey !== null).length >= 5, 'some Pix keys');
  });

  test('should give the padaria a small plano de contas and no movements', async () => {
    const [padaria] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANIES[1]?.name ?? ''));
    assert.ok(padaria);
    const plano = await database.db
      .select()
      .from(categories)
      .where(eq(categories.companyId, padaria.id));
    assert.ok(plano.length >= 10 && plano.length < 30, `${plano.length} categories`);
    const owned = await database.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.companyId, padaria.id));
    assert.equal(owned.length, 0);
  });
});

describe('demo company movements', () => {
  test('should keep every movement consistent with its payments and category', () => {
    assert.deepEqual(invariantViolations(rows, payments, today), []);
  });

  test('should show every status in the current month', () => {
    const statuses = new Set(rows.filter((m) => monthKey(m.due_date) === currentKey).map(statusOf));
    const day = Number(today.slice(8, 10));
    const lastDay = Number(dateIn(current, 31).slice(8, 10));
    // On the 1st nothing of this month is overdue yet; on its last day nothing is still to come.
    const possible = TRANSACTION_STATUSES.filter(
      (status) =>
        !(status === 'vencido' && day === 1) && !(status === 'a vencer' && day === lastDay),
    );
    for (const status of possible) assert.ok(statuses.has(status), `no "${status}" this month`);
  });

  test('should have past months mostly paid, with some partial payments and a few overdue', () => {
    const past = rows.filter((m) => monthKey(m.due_date) < currentKey);
    const statuses = countBy(past, statusOf);
    const share = (status: TransactionStatus) => (statuses.get(status) ?? 0) / past.length;
    assert.ok(share('pago') > 0.93, `paid ${share('pago')}`);
    assert.ok(share('pago parcial') > 0.005 && share('pago parcial') < 0.05, 'partial');
    assert.ok(share('vencido') > 0 && share('vencido') < 0.03, `overdue ${share('vencido')}`);
    const partial = past.filter((m) => statusOf(m) === 'pago parcial');
    const paymentsOf = countBy(payments, (p) => p.movement_id);
    assert.ok(partial.every((m) => [1, 2].includes(paymentsOf.get(m.id) ?? 0)));
    const late = payments.filter((p) => {
      const movement = rows.find((m) => m.id === p.movement_id);
      return movement && p.paid_on > movement.due_date;
    });
    assert.ok(late.length > 10, 'some payments a few days late');
  });

  test('should leave the next two months open', () => {
    const ahead = rows.filter((m) => monthKey(m.due_date) > currentKey);
    assert.ok(ahead.length > 80);
    const open = ahead.filter((m) => statusOf(m) === 'a vencer');
    // Only a bill due in the first days of next month may already be paid, early.
    assert.ok(open.length >= ahead.length - 5, `${ahead.length - open.length} paid ahead`);
    assert.ok(rows.every((m) => m.due_date <= dateIn(addMonths(current, 2), 31)));
  });

  test('should spread 60–150 movements over each month, income above expenses over the year', () => {
    const perMonth = countBy(rows, (m) => monthKey(m.due_date));
    assert.equal(perMonth.size, 15);
    for (const [month, count] of perMonth) {
      if (month <= currentKey) assert.ok(count >= 60 && count <= 150, `${month}: ${count}`);
    }
    const year = rows.filter((m) => monthKey(m.due_date) < currentKey);
    const total = (type: string) =>
      year.filter((m) => m.type === type).reduce((sum, m) => sum + m.amount_cents, 0);
    const ratio = total('receita') / total('despesa');
    assert.ok(ratio > 1 && ratio < 1.3, `income / expense = ${ratio}`);
  });

  test('should repeat monthly bills as recurrence groups on their usual days', () => {
    const rent = rows.filter((m) => m.description.startsWith('Aluguel'));
    assert.equal(rent.length, 15);
    assert.equal(new Set(rent.map((m) => m.recurrence_group_id)).size, 1);
    for (const salary of rows.filter((m) => m.category_code === '2.01.01')) {
      assert.equal(salary.due_date, nthBusinessDay(monthOf(salary.due_date), 5));
      assert.equal(salary.competence_date, dateIn(addMonths(monthOf(salary.due_date), -1), 1));
    }
    const das = rows.filter((m) => m.category_code === '2.02.01');
    assert.equal(das.length, 15);
    for (const tax of das) {
      const day = Number(tax.due_date.slice(8, 10));
      assert.ok(day >= 20 && day <= 22, tax.due_date);
      assert.equal(tax.competence_date, dateIn(addMonths(monthOf(tax.due_date), -1), 1));
    }
  });

  test('should hold instalment purchases such as notebooks in 10 parcels', () => {
    const notebooks = rows.filter((m) => m.description.startsWith('Notebooks Dell'));
    const groups = countBy(notebooks, (m) => m.instalment_group_id ?? 'none');
    assert.ok([...groups.values()].includes(10), 'a 10x notebook purchase');
    assert.ok(notebooks.every((m) => m.instalment_count === 10 && m.document_number));
    const all = new Set(rows.flatMap((m) => m.instalment_group_id ?? []));
    assert.ok(all.size >= 3, `${all.size} instalment groups`);
  });

  test('should number invoices in the descriptions, one number per invoice', () => {
    const invoiced = rows.filter((m) => /NFS?-e \d+/.test(m.description));
    assert.ok(invoiced.length > 300);
    const byNumber = new Map<string, Set<string>>();
    for (const movement of invoiced) {
      const [label] = /NFS?-e \d+/.exec(movement.description) ?? [''];
      assert.equal(label.split(' ')[1], movement.document_number);
      // The parcels of one sale share its invoice; nothing else does.
      const owner = movement.instalment_group_id ?? movement.id;
      byNumber.set(label, (byNumber.get(label) ?? new Set()).add(owner));
    }
    for (const [label, owners] of byNumber) assert.equal(owners.size, 1, label);
  });

  test('should be planned again the same for the same day', () => {
    const project = (companyIdToUse: string) => {
      const data = planFluxoDemo(companyIdToUse, today);
      const codeOf = new Map(data.setup.categories.map((c) => [c.id, c.code]));
      return data.entries
        .flatMap((entry) => entry.movements)
        .map((m) =>
          [m.dueDate, m.description, m.amountCents, m.paidCents, codeOf.get(m.categoryId)].join(
            '|',
          ),
        )
        .sort();
    };
    const planned = project(companyId);
    assert.deepEqual(project(companyId), planned);
    const stored = rows
      .map((m) =>
        [m.due_date, m.description, m.amount_cents, m.paid_cents, m.category_code].join('|'),
      )
      .sort();
    assert.deepEqual(stored, planned);
  });
});
