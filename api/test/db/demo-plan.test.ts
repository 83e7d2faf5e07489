import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  TRANSACTION_STATUSES,
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  isValidCnpj,
  isValidCpf,
  movementStatus,
} from 'shared/contracts';
import {
  addMonths,
  businessDayIn,
  dateIn,
  monthOf,
  nextBusinessDay,
  nthBusinessDay,
  previousBusinessDay,
} from '../../src/seed/demo/calendar';
import { planFluxoDemo } from '../../src/seed/demo/demo-data';
import { createIdGenerator } from '../../src/seed/demo/ids';
import { createRandom } from '../../src/seed/demo/random';
import { invariantViolations } from './movement-checks';
import type { MovementRow, PaymentRow } from './movement-checks';

// The planner alone, without a database: the demo must hold together whatever day it is seeded
// on, including the awkward ones (first and last day of a month, a leap day, a weekend).

function plannedRows(today: string): { rows: MovementRow[]; payments: PaymentRow[] } {
  const data = planFluxoDemo('00000000-0000-4000-8000-000000000000', today);
  const category = new Map(data.setup.categories.map((c) => [c.id, c]));
  const bank = new Map(data.setup.bankAccounts.map((b) => [b.id, b.name]));
  const movements = data.entries.flatMap((entry) => entry.movements);
  const bankOfMovement = new Map(movements.map((m) => [m.id, m.bankAccountId]));
  const rows = movements.map((m) => ({
    id: m.id,
    type: m.type,
    description: m.description,
    amount_cents: m.amountCents,
    paid_cents: m.paidCents,
    due_date: m.dueDate,
    competence_date: m.competenceDate,
    last_paid_on: m.lastPaidOn,
    category_code: category.get(m.categoryId)?.code ?? '?',
    category_type: category.get(m.categoryId)?.type ?? '?',
    cost_center_code: null,
    supplier_document: null,
    bank_name: m.bankAccountId ? (bank.get(m.bankAccountId) ?? null) : null,
    document_number: m.documentNumber,
    notes: m.notes,
    instalment_group_id: m.instalmentGroupId,
    instalment_number: m.instalmentNumber,
    instalment_count: m.instalmentCount,
    recurrence_group_id: m.recurrenceGroupId,
    recurrence_number: m.recurrenceNumber,
    recurrence_count: m.recurrenceCount,
  }));
  const payments = data.entries
    .flatMap((entry) => entry.payments)
    .map((p) => {
      const movementBank = bankOfMovement.get(p.movementId);
      return {
        movement_id: p.movementId,
        paid_on: p.paidOn,
        amount_cents: p.amountCents,
        bank_name: p.bankAccountId ? (bank.get(p.bankAccountId) ?? null) : null,
        movement_bank_name: movementBank ? (bank.get(movementBank) ?? null) : null,
      };
    });
  return { rows, payments };
}

describe('demo plan', () => {
  for (const today of ['2026-01-01', '2026-03-31', '2026-05-16', '2028-02-29', '2026-12-31']) {
    test(`should hold together when seeded on ${today}`, () => {
      const { rows, payments } = plannedRows(today);
      assert.deepEqual(invariantViolations(rows, payments, today), []);
      const start = dateIn(addMonths(monthOf(today), -12), 1);
      assert.ok(payments.every((p) => p.paid_on >= start && p.paid_on <= today));
      const day = Number(today.slice(8, 10));
      const lastDay = Number(dateIn(monthOf(today), 31).slice(8, 10));
      const thisMonth = new Set(
        rows
          .filter((m) => m.due_date.slice(0, 7) === today.slice(0, 7))
          .map((m) => movementStatus(m, today)),
      );
      for (const status of TRANSACTION_STATUSES) {
        if (status === 'vencido' && day === 1) continue;
        if (status === 'a vencer' && day === lastDay) continue;
        assert.ok(thisMonth.has(status), `no "${status}" on ${today}`);
      }
    });
  }
});

describe('demo helpers', () => {
  test('should compute CNPJ and CPF check digits the validators accept', () => {
    assert.equal(cnpjWithCheckDigits('112223330001'), '11222333000181');
    assert.equal(cpfWithCheckDigits('529982247'), '52998224725');
    const random = createRandom(7);
    for (let i = 0; i < 200; i++) {
      const cnpj = cnpjWithCheckDigits(String(random.int(1e11, 1e12 - 1)));
      const cpf = cpfWithCheckDigits(String(random.int(1e8, 1e9 - 1)));
      assert.ok(isValidCnpj(cnpj), cnpj);
      assert.ok(isValidCpf(cpf), cpf);
    }
    assert.throws(() => cnpjWithCheckDigits('123'), /12 digits/);
  });

  test('should find business days around weekends', () => {
    // 2026-11-01 is a Sunday.
    const november = monthOf('2026-11-21');
    assert.equal(nthBusinessDay(november, 1), '2026-11-02');
    assert.equal(nthBusinessDay(november, 5), '2026-11-06');
    assert.equal(nextBusinessDay('2026-11-21'), '2026-11-23');
    assert.equal(previousBusinessDay('2026-11-22'), '2026-11-20');
    // The 31st of January 2026 is a Saturday: the business day stays in the month, on Friday.
    assert.equal(businessDayIn(monthOf('2026-01-01'), 31), '2026-01-30');
    assert.equal(dateIn(monthOf('2026-02-01'), 31), '2026-02-28');
    assert.equal(addMonths(monthOf('2026-11-21'), 2).year, 2027);
  });

  test('should repeat the same draws for the same seed', () => {
    const draws = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1_000_000));
    };
    assert.deepEqual(draws(42), draws(42));
    assert.notDeepEqual(draws(42), draws(43));
  });

  test('should make version 7 UUIDs in increasing order', () => {
    const next = createIdGenerator();
    const ids = Array.from({ length: 1000 }, next);
    assert.deepEqual([...ids].sort(), ids);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) {
      assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
