import { Field } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { DateInput } from '../date-input';

// Typing and a calendar on a shared 2-core machine: seconds, not milliseconds.
jest.setTimeout(30_000);

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field.Root>
      <Field.Label>Data do pagamento</Field.Label>
      <DateInput
        value={value}
        max="2025-06-15"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field.Root>
  );
}

function renderInput(initial = '2025-06-15') {
  const onChange = jest.fn<void, [string]>();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Data do pagamento') };
}

describe('DateInput', () => {
  it('should show an ISO date as dd/mm/aaaa, whatever the browser locale', () => {
    const { input } = renderInput();
    expect(input).toHaveValue('15/06/2025');
    expect(input).not.toHaveAttribute('type', 'date');
  });

  it('should put the slashes in while typing and give the ISO date once whole', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderInput('');
    await user.type(input, '10062025');
    expect(input).toHaveValue('10/06/2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-10');
    await user.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('10/06/202');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('should hand on a day that does not exist as typed, for the form to refuse', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderInput('');
    await user.type(input, '30022025');
    expect(onChange).toHaveBeenLastCalledWith('30/02/2025');
  });

  it('should keep a typed date after max as typed, for the form to refuse', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderInput('');
    await user.type(input, '01012999');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2999-01-01');
    expect(input).toHaveValue('01/01/2999');
  });

  it('should pick a day on a pt-BR calendar opened from the keyboard', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderInput();
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: /^junho de 2025/ })).toBeInTheDocument();
    // The calendar opens on the chosen day: a week back with the arrow, Enter picks it.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-08');
    expect(input).toHaveValue('08/06/2025');
  });

  it('should not offer days after max', async () => {
    const user = userEvent.setup();
    renderInput();
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(await screen.findByRole('button', { name: /16 de junho de 2025$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
