import { emptyFilter } from 'shared/contracts';
import { categoryTreeOptions } from '../category-tree';
import { filterQuery, readListState, writeListState } from '../list-params';

const NOW = new Date('2025-06-15T15:00:00-03:00');
const ID = '00000000-0000-4000-8000-000000000001';

describe('list params', () => {
  it('should default to the current month by due date, soonest first', () => {
    const state = readListState(new URLSearchParams(), NOW);
    expect(state).toEqual({
      filter: emptyFilter({ start_date: '2025-06-01', end_date: '2025-06-30' }),
      sort: 'due_date',
      order: 'asc',
    });
  });

  it('should round-trip every field through the URL and keep other parameters', () => {
    const state = {
      filter: {
        ...emptyFilter({ start_date: '2025-01-01', end_date: '2025-03-31' }),
        date_type: 'competence_date' as const,
        type: 'despesa' as const,
        search: 'aluguel',
        status: ['pago' as const, 'vencido' as const],
        categories: [ID],
        suppliers: [ID],
        cost_centers: [ID],
        bank_accounts: [ID],
      },
      sort: 'amount' as const,
      order: 'desc' as const,
    };
    const params = writeListState(new URLSearchParams('movimentacao=nova'), state, NOW);
    expect(params.get('movimentacao')).toBe('nova');
    expect(readListState(params, NOW)).toEqual(state);
  });

  it('should leave defaults out of the URL', () => {
    const state = readListState(new URLSearchParams(), NOW);
    expect(writeListState(new URLSearchParams(), state, NOW).toString()).toBe('');
  });

  it('should ignore malformed values instead of failing', () => {
    const state = readListState(
      new URLSearchParams('inicio=2025-07-01&fim=2025-06-01&status=pendente,pago&tipo=x&ordem=up'),
      NOW,
    );
    expect(state.filter.start_date).toBe('2025-06-01');
    expect(state.filter.status).toEqual(['pago']);
    expect(state.filter.type).toBe('');
    expect(state.order).toBe('asc');
  });

  it('should send only the filled fields to the API, lists comma-separated', () => {
    const filter = {
      ...emptyFilter({ start_date: '2025-06-01', end_date: '2025-06-30' }),
      status: ['pago' as const, 'vencido' as const],
      search: '  luz ',
    };
    expect(filterQuery(filter)).toEqual({
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      date_type: 'due_date',
      status: 'pago,vencido',
      search: 'luz',
    });
  });

  it('should order categories as a tree, each under its parent by code', () => {
    const options = categoryTreeOptions([
      { id: 'b', parent_id: 'a', code: '2.10', name: 'Impostos' },
      { id: 'c', parent_id: 'a', code: '2.02', name: 'Aluguel' },
      { id: 'a', parent_id: null, code: '2', name: 'Despesas' },
      { id: 'd', parent_id: null, code: '1', name: 'Receitas' },
    ]);
    expect(options.map((option) => [option.label, option.depth])).toEqual([
      ['1 Receitas', 0],
      ['2 Despesas', 0],
      ['2.02 Aluguel', 1],
      ['2.10 Impostos', 1],
    ]);
  });
});
