import type { CashScenario } from 'shared/contracts';
import { draftOf, emptyDraft, toScenarioInput } from '../scenario-draft';

describe('scenario draft', () => {
  it('should read what was typed into the levers the API takes, cents and dates included', () => {
    const result = toScenarioInput({
      ...emptyDraft(),
      name: ' Pessimista ',
      delayDays: '30',
      lossPercent: '7,5',
      categories: [{ categoryId: 'c1', percent: '-12,5' }],
      oneOffs: [
        { description: 'Empréstimo', type: 'receita', date: '2026-12-10', amount: '50.000,00' },
      ],
      recurrences: [
        {
          description: 'Novo aluguel',
          type: 'despesa',
          startDate: '2026-12-15',
          every: 'mes',
          amount: '3.500',
        },
      ],
    });
    expect(result.errors).toBeNull();
    expect(result.input).toEqual({
      name: 'Pessimista',
      levers: {
        receivables_delay_days: 30,
        receivables_loss_percent: 7.5,
        categories: [{ category_id: 'c1', percent: -12.5 }],
        one_offs: [
          {
            description: 'Empréstimo',
            type: 'receita',
            date: '2026-12-10',
            amount_cents: 5_000_000,
          },
        ],
        recurrences: [
          {
            description: 'Novo aluguel',
            type: 'despesa',
            start_date: '2026-12-15',
            every: 'mes',
            amount_cents: 350_000,
          },
        ],
      },
    });
  });

  it('should name each field it cannot read, and give no levers', () => {
    const result = toScenarioInput({
      ...emptyDraft(),
      delayDays: '200',
      lossPercent: 'muito',
      categories: [{ categoryId: '', percent: '2000' }],
      oneOffs: [{ description: ' ', type: 'despesa', date: '10/12', amount: '0' }],
    });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual({
      name: 'Dê um nome ao cenário.',
      delayDays: 'O atraso vai de 0 a 180 dias.',
      lossPercent: 'A inadimplência vai de 0 % a 100 %.',
      'categories.0.categoryId': 'Escolha a categoria.',
      'categories.0.percent': 'A variação vai de -100 % a 1.000 %.',
      'oneOffs.0.description': 'Descreva o lançamento.',
      'oneOffs.0.date': 'Informe a data (dd/mm/aaaa).',
      'oneOffs.0.amount': 'Informe um valor maior que zero.',
    });
  });

  it('should give a saved scenario back as the form shows it, and the same levers again', () => {
    const saved: CashScenario = {
      id: 's1',
      name: 'Otimista',
      updated_at: '2026-11-29T10:00:00Z',
      updated_by: null,
      levers: {
        receivables_delay_days: 0,
        receivables_loss_percent: 2.5,
        categories: [],
        one_offs: [
          { description: 'Aporte', type: 'receita', date: '2027-01-05', amount_cents: 123_456 },
        ],
        recurrences: [],
      },
    };
    const draft = draftOf(saved);
    expect(draft.lossPercent).toBe('2,5');
    expect(draft.oneOffs[0]?.amount).toBe('1.234,56');
    expect(toScenarioInput(draft).input).toEqual({ name: 'Otimista', levers: saved.levers });
  });
});
