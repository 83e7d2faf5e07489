import { formatBRL } from '../money';
import {
  addMonths,
  defaultPeriod,
  formatLongDate,
  formatShortDate,
  toIsoDate,
  todayIso,
} from '../dates';

describe('formatBRL', () => {
  it('should format integer cents as Brazilian reais', () => {
    expect(formatBRL(150000)).toBe('R$\u00a01.500,00');
    expect(formatBRL(-1)).toBe('-R$\u00a00,01');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
  });
});

describe('dates', () => {
  it('should zero-pad month and day', () => {
    expect(toIsoDate(2026, 3, 7)).toBe('2026-03-07');
  });

  it("should take today's date in São Paulo, not UTC", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(todayIso(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
    expect(todayIso(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('should default the period to the whole current month', () => {
    expect(defaultPeriod(new Date('2028-02-10T12:00:00Z'))).toEqual({
      start_date: '2028-02-01',
      end_date: '2028-02-29',
    });
    expect(defaultPeriod(new Date('2026-12-31T12:00:00Z'))).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });

  it('should show dates as dd/MM/yy and dd/MM/yyyy', () => {
    expect(formatShortDate('2026-11-05')).toBe('05/11/26');
    expect(formatLongDate('2019-04-30')).toBe('30/04/2019');
    expect(formatShortDate('not a date')).toBe('not a date');
  });
});

describe('addMonths', () => {
  it('should keep the day of the month, clamped to shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-10', -3)).toBe('2025-12-10');
  });

  it('should refuse what is not a date', () => {
    expect(() => addMonths('31/01/2026', 1)).toThrow(RangeError);
  });
});
