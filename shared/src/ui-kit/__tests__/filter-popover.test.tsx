import { screen } from '@testing-library/react';
import { emptyFilter } from '../../contracts/reports/dashboards';
import type { FilterState } from '../../contracts/reports/dashboards';
import { renderWithProviders } from '../../testing/render';
import { FilterPopover } from '../filter-popover';

const JUNE = { start_date: '2025-06-01', end_date: '2025-06-30' };

async function renderWith(filter: FilterState) {
  renderWithProviders(<FilterPopover filter={filter} onApply={() => undefined} />);
  return screen.findByRole('button', { name: /^Filtros/ });
}

describe('Filtros button', () => {
  it('should show no count when only the period is set', async () => {
    expect(await renderWith(emptyFilter(JUNE))).toHaveAccessibleName('Filtros');
  });

  it('should count the filters chosen besides the period (SPEC.md §3)', async () => {
    const filter: FilterState = {
      ...emptyFilter(JUNE),
      status: ['vencido', 'a vencer'],
      suppliers: ['0b7f8a9e-5d7c-4a51-9d0e-2f1b3c4d5e6f'],
    };
    expect(await renderWith(filter)).toHaveAccessibleName('Filtros 2 filtro(s) ativo(s)');
  });
});
