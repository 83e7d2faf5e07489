import {
  summarizeBars,
  summarizeSeries,
  summarizeSlices,
} from '../../../lib/charts/chart-summaries';

/** Intl puts a no-break space after "R$" (and before "-" comes the sign). */
const nbsp = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

describe('chart summaries', () => {
  it('should name a doughnut and give each slice its amount and share', () => {
    expect(
      summarizeSlices('Receita por Categoria', [
        { label: 'Vendas', value: 150_000 },
        { label: 'Serviços', value: 100_000 },
      ]),
    ).toBe(nbsp('Receita por Categoria: Vendas, R$ 1.500,00 (60%); Serviços, R$ 1.000,00 (40%).'));
  });

  it('should give each bar its balance, negative ones too', () => {
    expect(
      summarizeBars('Saldo por Conta', [
        { label: 'Banco do Brasil', value: 123_456 },
        { label: 'Caixa', value: -20_000 },
      ]),
    ).toBe(nbsp('Saldo por Conta: Banco do Brasil, R$ 1.234,56; Caixa, -R$ 200,00.'));
  });

  it("should give a line's ends and its lowest and highest points, by day", () => {
    expect(
      summarizeSeries('Saldo ao Longo do Tempo', {
        granularity: 'day',
        points: [
          { date: '2026-11-01', value: 10_000 },
          { date: '2026-11-02', value: -5_000 },
          { date: '2026-11-03', value: 90_000 },
          { date: '2026-11-04', value: 40_000 },
        ],
      }),
    ).toBe(
      nbsp(
        'Saldo ao Longo do Tempo, de 01/11/26 a 04/11/26: começa em R$ 100,00 e termina em ' +
          'R$ 400,00; mínimo de -R$ 50,00 em 02/11/26, máximo de R$ 900,00 em 03/11/26.',
      ),
    );
  });

  it('should write months as the axis does when the line is per month', () => {
    expect(
      summarizeSeries('Saldo', {
        granularity: 'month',
        points: [
          { date: '2026-01', value: 0 },
          { date: '2026-02', value: 100 },
        ],
      }),
    ).toBe(
      nbsp(
        'Saldo, de jan/26 a fev/26: começa em R$ 0,00 e termina em R$ 1,00; ' +
          'mínimo de R$ 0,00 em jan/26, máximo de R$ 1,00 em fev/26.',
      ),
    );
  });

  it('should say when the line has no points', () => {
    expect(summarizeSeries('Saldo', { granularity: 'day', points: [] })).toBe(
      'Saldo: sem dados no período.',
    );
  });
});
