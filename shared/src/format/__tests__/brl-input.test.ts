import { formatCentsForInput, parseBrlToCents } from '../brl-input';

describe('BRL amounts as typed', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['12.345,67', 1234567],
    ['12345,67', 1234567],
    ['12345,6', 1234560],
    ['12345', 1234500],
    ['R$ 1.000,00', 100000],
    ['0,05', 5],
    ['1.234.567,89', 123456789],
  ])('should read %j as %i cents', (typed, cents) => {
    expect(parseBrlToCents(typed)).toBe(cents);
  });

  it.each(['abc', '12,345', '1.23,45', '12.34', '-10', '1,2,3'])('should refuse %j', (typed) => {
    expect(parseBrlToCents(typed)).toBeNull();
  });

  it('should show cents back in the pt-BR format', () => {
    expect(formatCentsForInput(1234567)).toBe('12.345,67');
    expect(formatCentsForInput(0)).toBe('0,00');
  });
});
