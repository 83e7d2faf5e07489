import { formatCompactBRL, formatSeriesDate, spacedTicks } from '../chart-format';

describe('chart labels', () => {
  it('should write days dd/MM/yy and months as "nov/26"', () => {
    expect(formatSeriesDate('2025-06-05', 'day')).toBe('05/06/25');
    expect(formatSeriesDate('2026-11-01', 'month')).toBe('nov/26');
    expect(formatSeriesDate('2026-03', 'month')).toBe('mar/26');
  });

  it('should write axis amounts compactly in reais, from cents', () => {
    expect(formatCompactBRL(150_000_00)).toBe('R$\u00a0150\u00a0mil');
    expect(formatCompactBRL(1_500_00)).toBe('R$\u00a01,5\u00a0mil');
    expect(formatCompactBRL(-2_000_000_00)).toBe('-R$\u00a02\u00a0mi');
  });

  it('should keep at most eight ticks, the first and the last among them', () => {
    const days = Array.from({ length: 30 }, (_, i) => i + 1);
    const ticks = spacedTicks(days);
    expect(ticks).toHaveLength(8);
    expect(ticks[0]).toBe(1);
    expect(ticks.at(-1)).toBe(30);
    expect(spacedTicks([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
