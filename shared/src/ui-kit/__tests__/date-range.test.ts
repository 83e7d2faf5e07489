import { datesToPeriod, periodToDates } from '../date-range';

describe('date range ↔ period', () => {
  it('should give back the same YYYY-MM-DD period after a round trip', () => {
    const period = { start_date: '2025-02-01', end_date: '2025-03-31' };
    expect(datesToPeriod(periodToDates(period))).toEqual(period);
  });

  it('should accept a one-day range', () => {
    const period = { start_date: '2024-02-29', end_date: '2024-02-29' };
    expect(datesToPeriod(periodToDates(period))).toEqual(period);
  });

  it('should refuse a range still being picked (one date) or ending before it starts', () => {
    const [start, end] = periodToDates({ start_date: '2025-01-10', end_date: '2025-01-20' });
    expect(datesToPeriod([])).toBeNull();
    expect(datesToPeriod(start ? [start] : [])).toBeNull();
    expect(datesToPeriod(start && end ? [end, start] : [])).toBeNull();
  });
});
