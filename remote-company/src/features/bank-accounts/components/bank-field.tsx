import { Combobox, Field, Text, useFilter, useListCollection } from '@chakra-ui/react';
import { BANKS, bankLabel } from 'shared/banks';
import type { Control, FieldError } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { BankAccountFormValues } from '../bank-account-schema';
import { findBank } from '../brazilian-banks';

// The Central Bank's names count as well: "bradesco" finds 237 and "nu pagamentos" 260.
const OPTIONS = BANKS.map((bank) => ({
  value: bank.code,
  label: bankLabel(bank),
  search: `${bankLabel(bank)} ${bank.shortName} ${bank.longName}`,
}));
/** Five hundred options would be a long scroll and a slow open on a phone: typing narrows them. */
const SHOWN = 50;

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
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection({
    initialItems: OPTIONS,
    filter: (_text, query, item) => contains(item.search, query),
    limit: SHOWN,
  });
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
          filter(details.inputValue);
          field.onChange(details.inputValue);
        }}
        onValueChange={(details) => {
          const bank = findBank(details.value[0] ?? '');
          if (bank) field.onChange(bankLabel(bank));
        }}
        onOpenChange={(details) => {
          // Reopening shows every bank again, not the last search's leftovers.
          if (details.open && chosen) filter('');
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
                Digite o código ou o nome para ver os outros dos {OPTIONS.length} bancos
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
