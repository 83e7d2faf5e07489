import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Counter } from '../counter';
import { PageHeading } from '../page-heading';
import { StatusTag, statusSeverity } from '../status-tag';
import { passwordStrength } from '../password-strength';

describe('statusSeverity', () => {
  it.each([
    ['pago', 'success'],
    ['PAGO', 'success'],
    ['a vencer', 'info'],
    ['Vencido', 'danger'],
    ['vence hoje', 'warn'],
    ['pago parcial', 'default'],
    ['qualquer outro', 'default'],
  ])('should map "%s" to %s (case-insensitive)', (status, severity) => {
    expect(statusSeverity(status)).toBe(severity);
  });
});

describe('StatusTag', () => {
  it('should show the badge labels the dashboard uses', () => {
    renderWithProviders(
      <>
        {['pago', 'pago parcial', 'vencido', 'a vencer', 'vence hoje'].map((status) => (
          <StatusTag key={status} status={status} />
        ))}
      </>,
    );
    for (const label of ['Pago', 'Pago parcial', 'Vencido', 'A vencer', 'Vence hoje']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Vencido')).toHaveAttribute('data-severity', 'danger');
  });
});

describe('Counter', () => {
  it("should default the label to 'Label' and show the badge by default", () => {
    renderWithProviders(<Counter value="R$ 10,00" badge="+5%" />);
    expect(screen.getByText('Label')).toBeInTheDocument();
    expect(screen.getByText('+5%')).toBeInTheDocument();
  });

  it('should hide the badge when asked', () => {
    renderWithProviders(
      <Counter label="Receita total" value="R$ 10,00" badge="+5%" showBadge={false} />,
    );
    expect(screen.getByText('Receita total')).toBeInTheDocument();
    expect(screen.queryByText('+5%')).not.toBeInTheDocument();
  });
});

describe('PageHeading', () => {
  it('should show title, description and actions', () => {
    renderWithProviders(
      <PageHeading
        title="Insights"
        description="Aqui estão as informações"
        actions={<button>Filtros</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByText('Aqui estão as informações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'none'],
    ['a', 'weak'],
    ['abcdef', 'weak'],
    ['abcde1', 'medium'],
    ['ABCDEf', 'medium'],
    ['Abcde1', 'medium'],
    ['abcdefg1', 'medium'],
    ['Abcdefg1', 'strong'],
  ])('should rate "%s" as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
