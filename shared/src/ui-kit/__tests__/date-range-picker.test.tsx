import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { DateRangePicker } from '../date-range-picker';
import { periodToDates } from '../date-range';

function renderPicker() {
  const value = periodToDates({ start_date: '2025-01-10', end_date: '2025-02-20' });
  return renderWithProviders(
    <DateRangePicker label="Periodo" value={value} onChange={jest.fn()} />,
  );
}

describe('DateRangePicker', () => {
  it('should show the range as dd/mm/yy under its label', () => {
    renderPicker();
    expect(screen.getByText('Periodo')).toBeInTheDocument();
    expect(screen.getByLabelText('Data inicial')).toHaveValue('10/01/25');
    expect(screen.getByLabelText('Data final')).toHaveValue('20/02/25');
  });

  it('should show two months from the md breakpoint, and one below it', () => {
    renderPicker();
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Próximos meses' })).toBeInTheDocument();

    act(() => globalThis.setViewportWidth(767));

    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
  });
});
