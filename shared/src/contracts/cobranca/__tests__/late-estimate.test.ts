import { formatBasisPoints } from '../../../format/money';
import { lateEstimate } from '../pix-charges';

const terms = { fine_basis_points: 200, interest_basis_points_month: 100 };

describe('lateEstimate', () => {
  it('should ask nothing more on or before the due date', () => {
    expect(lateEstimate(100_000, terms, '2026-12-10', '2026-12-09')).toBeNull();
    expect(lateEstimate(100_000, terms, '2026-12-10', '2026-12-10')).toBeNull();
  });

  it('should add the multa once and the monthly juros for each calendar day, as 1/30 a month', () => {
    // R$ 1.000,00, 2% de multa, 1% ao mês, 15 days late: R$ 20,00 and R$ 5,00.
    expect(lateEstimate(100_000, terms, '2026-12-10', '2026-12-25')).toEqual({
      days_late: 15,
      fine_cents: 2_000,
      interest_cents: 500,
      total_cents: 102_500,
    });
    // Across a month's end and a year's: calendar days, not business days.
    expect(lateEstimate(100_000, terms, '2026-12-30', '2027-01-02')?.days_late).toBe(3);
  });

  it('should round each part to the cent, and ask no more for terms of zero', () => {
    // R$ 333,33 × 1% × 7/30 = R$ 0,7777… → R$ 0,78; multa 2% = R$ 6,6666… → R$ 6,67.
    expect(lateEstimate(33_333, terms, '2026-12-01', '2026-12-08')).toEqual({
      days_late: 7,
      fine_cents: 667,
      interest_cents: 78,
      total_cents: 34_078,
    });
    const none = { fine_basis_points: 0, interest_basis_points_month: 0 };
    expect(lateEstimate(33_333, none, '2026-12-01', '2026-12-08')?.total_cents).toBe(33_333);
  });
});

describe('formatBasisPoints', () => {
  it('should write a rate as a Brazilian reads it', () => {
    expect(formatBasisPoints(200)).toBe('2%');
    expect(formatBasisPoints(150)).toBe('1,5%');
    expect(formatBasisPoints(33)).toBe('0,33%');
  });
});
