import fc from 'fast-check';
import { activeFilterCount, emptyFilter, filterSchema } from '../../reports/dashboards';
import { instalmentLabel, movementStatus, splitInstalments } from '../movements';

describe('splitInstalments', () => {
  it('should give the leftover cents to the first parcels', () => {
    expect(splitInstalments(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstalments(10, 4)).toEqual([3, 3, 2, 2]);
    expect(instalmentLabel(2, 10)).toBe('2/10');
  });

  it('should always add up to the total, with parcels at most a cent apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 120, max: 99_999_999_999 }),
        fc.integer({ min: 2, max: 120 }),
        (total, count) => {
          const parcels = splitInstalments(total, count);
          expect(parcels).toHaveLength(count);
          expect(parcels.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...parcels) - Math.min(...parcels)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('movementStatus', () => {
  const today = '2026-11-22';
  it.each([
    [{ amount_cents: 100, paid_cents: 100, due_date: '2026-11-01' }, 'pago'],
    [{ amount_cents: 100, paid_cents: 40, due_date: '2026-11-01' }, 'pago parcial'],
    [{ amount_cents: 100, paid_cents: 0, due_date: '2026-11-21' }, 'vencido'],
    [{ amount_cents: 100, paid_cents: 0, due_date: '2026-11-22' }, 'vence hoje'],
    [{ amount_cents: 100, paid_cents: 0, due_date: '2026-11-23' }, 'a vencer'],
  ] as const)('should read %o as %s', (movement, status) => {
    expect(movementStatus(movement, today)).toBe(status);
  });
});

describe('the Filter', () => {
  const period = { start_date: '2026-11-01', end_date: '2026-11-30' };

  it('should count the fields a person set (non-empty minus 3)', () => {
    expect(activeFilterCount(emptyFilter(period))).toBe(0);
    expect(activeFilterCount({ ...emptyFilter(period), type: 'receita', status: ['pago'] })).toBe(
      2,
    );
    expect(activeFilterCount({ ...emptyFilter(period), search: 'aluguel' })).toBe(1);
  });

  it('should accept what the screens send and refuse a period that ends before it starts', () => {
    expect(filterSchema.safeParse(emptyFilter(period)).success).toBe(true);
    const reversed = filterSchema.safeParse({ start_date: '2026-11-30', end_date: '2026-11-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(['end_date']);
    expect(filterSchema.safeParse({ ...period, start_date: '2025-02-30' }).success).toBe(false);
  });
});
