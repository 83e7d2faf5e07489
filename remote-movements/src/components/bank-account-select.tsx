import { NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { ComponentProps } from 'react';
import type { BankAccount } from 'shared/contracts';

export interface BankAccountSelectProps extends ComponentProps<typeof NativeSelect.Field> {
  accounts: readonly BankAccount[] | undefined;
  /** The first option, no account: what leaving it means on this screen. */
  noneLabel: string;
  disabled?: boolean;
}

/** The company's bank accounts to choose from, inside the screen's own `Field.Root`. */
export const BankAccountSelect = forwardRef<HTMLSelectElement, BankAccountSelectProps>(
  function BankAccountSelect({ accounts, noneLabel, disabled, ...field }, ref) {
    return (
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field ref={ref} {...field}>
          <option value="">{noneLabel}</option>
          {(accounts ?? []).map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  },
);
