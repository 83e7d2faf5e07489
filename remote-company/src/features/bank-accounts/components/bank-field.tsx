import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { bankLabel, BRAZILIAN_BANKS } from '../brazilian-banks';

/**
 * The bank by COMPE code or name: the browser's own suggestion list filters as one types ("itaú",
 * "341"), works with the keyboard and costs no JavaScript.
 */
export function BankField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'bank'>;
  error?: FieldError;
}) {
  const listId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Banco
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        list={listId}
        autoComplete="off"
        placeholder="Digite o código ou o nome (ex.: 341 ou Itaú)"
        {...registration}
      />
      <datalist id={listId}>
        {BRAZILIAN_BANKS.map((bank) => (
          <option key={bank.code} value={bankLabel(bank)} />
        ))}
      </datalist>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
