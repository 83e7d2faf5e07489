import { Combobox, Field, Text, useListCollection } from '@chakra-ui/react';
import { BANKS, bankLabel, searchBanks } from 'shared/banks';
import type { Bank } from 'shared/banks';
import type { Control, FieldError } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { BankAccountFormValues } from '../bank-account-schema';
import { findBank } from '../brazilian-banks';

const toOption = (bank: Bank) => ({ value: bank.code, label: bankLabel(bank) });
/** Five hundred options would be a long scroll and a slow open on a phone: typing narrows them. */
const SHOWN = 50;
// The Central Bank's names count as well ("nu pagamentos" finds 260), ranked so the bank meant
// comes first: "itau" is 341 before Itaú Consignado, "1" is 001 before 010.
const optionsFor = (query: string) => searchBanks(query, SHOWN).map(toOption);

/**
 * The bank by COMPE code or name: typing filters the list ("itau" finds "341 – Itaú Unibanco",
 * accents and case aside; "341" too), arrows and Enter choose. The form keeps what the input
 * shows, so a code typed without choosing counts as well.
 */
export function BankField({
  control,
  error,
}: {
  control: Control<BankAccountFormValues>;
  error?: FieldError;
}) {
  const { field } = useController({ control, name: 'bank' });
  const { collection, set } = useListCollection({ initialItems: optionsFor('') });
  const chosen = findBank(field.value);

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        // Uncontrolled: the form only mirrors what the input shows, so no keystroke is lost
        // waiting for the form's state to come back down.
        defaultInputValue={field.value}
        defaultValue={chosen ? [chosen.code] : []}
        openOnClick
        onInputValueChange={(details) => {
          set(optionsFor(details.inputValue));
          field.onChange(details.inputValue);
        }}
        onValueChange={(details) => {
          const bank = findBank(details.value[0] ?? '');
          if (bank) field.onChange(bankLabel(bank));
        }}
        onOpenChange={(details) => {
          // Reopening shows every bank again, not the last search's leftovers.
          if (details.open && chosen) set(optionsFor(''));
        }}
      >
        <Combobox.Label>
          Banco <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            placeholder="Digite o código ou o nome (ex.: 341 ou Itaú)"
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label="Mostrar bancos" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not portalled: it opens inside the form's drawer, which keeps the focus. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="64" overflowY="auto">
            <Combobox.Empty>Nenhum banco com esse código ou nome</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {collection.size === SHOWN && (
              <Text px="2" py="1.5" textStyle="xs" color="fg.muted">
                Digite o código ou o nome para ver os outros dos {BANKS.length} bancos
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
