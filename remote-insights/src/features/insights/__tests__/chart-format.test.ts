import {
  formatCompactBRL,
  formatSeriesDate,
  gapsThatFit,
  roundTicks,
  spacedTicks,
} from '../../../lib/charts/chart-format';

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

  it('should keep at most the ticks asked for, the first and the last among them', () => {
    const days = Array.from({ length: 30 }, (_, i) => i + 1);
    const ticks = spacedTicks(days, 8);
    expect(ticks).toHaveLength(8);
    expect(ticks[0]).toBe(1);
    expect(ticks.at(-1)).toBe(30);
    expect(spacedTicks([1, 2, 3], 8)).toEqual([1, 2, 3]);
    expect(spacedTicks(days, 1)).toEqual([1, 30]);
  });

  it('should fit as many labels as the axis length allows, and always both ends', () => {
    // A phone's line chart (≈ 200 px inside its margins) against a desktop's (≈ 940 px).
    expect(gapsThatFit(200, 80)).toBe(2);
    expect(gapsThatFit(940, 80)).toBe(11);
    expect(gapsThatFit(50, 80)).toBe(1);
    // Before Nivo has measured the chart its width is 0.
    expect(gapsThatFit(-104, 80)).toBe(1);
  });

  it('should span the amounts and zero with round ticks, as many as fit', () => {
    // The demo's accounts: R$ -60.120 to R$ 95.400, in cents.
    const balances = [-6_012_000, 150_000, 9_540_000];
    // A desktop's axis: up to six gaps of 90 px; a phone's: two.
    expect(roundTicks(balances, 6)).toEqual([-10_000_000, -5_000_000, 0, 5_000_000, 10_000_000]);
    expect(roundTicks(balances, 2)).toEqual([-10_000_000, 0, 10_000_000]);
    // Before the chart is measured (one gap), a range across zero still has both ends.
    expect(roundTicks(balances, 1)).toEqual([-10_000_000, 0, 10_000_000]);
    expect(roundTicks([120_000, 30_000], 4)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(roundTicks([0, 0], 4)).toEqual([0, 50, 100]);
  });
});
