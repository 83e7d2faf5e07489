import { Field } from '@chakra-ui/react';
import { createListCollection } from '@ark-ui/react/combobox';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  ComboboxClearTrigger,
  ComboboxContent,
  ComboboxControl,
  ComboboxEmpty,
  ComboboxIndicatorGroup,
  ComboboxInput,
  ComboboxItem,
  ComboboxItemText,
  ComboboxLabel,
  ComboboxPositioner,
  ComboboxRoot,
  ComboboxTrigger,
} from './combobox-parts';
import type { ComboboxOption } from './combobox-parts';

export interface ComboboxFieldProps {
  label: string;
  options: readonly ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  /**
   * With it, the server searches: the field reports what is typed and shows `options` as they
   * come. Without it, the field filters `options` itself.
   */
  onSearch?: (text: string) => void;
  placeholder?: string;
  emptyText: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Below the field, inside its label's group (the "Criar novo" of a fornecedor). */
  children?: ReactNode;
}

/** Accents and case do not matter to someone typing "energia" for "Energia Elétrica". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/**
 * A labelled combobox (ARIA 1.2: an input that filters a listbox): type to narrow, arrows to
 * move, Enter to choose, Escape to close. Disabled options are shown but cannot be chosen.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const { options, value, onChange, onSearch } = props;
  // What the person is typing; null when not typing, and the input shows the chosen option.
  // Controlled, because the options may arrive after the value (editing, server search) and the
  // input must then show the chosen one's name.
  const [typed, setTyped] = useState<string | null>(null);
  const chosenLabel = options.find((option) => option.value === value)?.label ?? '';
  const shown = useMemo(() => {
    const needle = fold((typed ?? '').trim());
    if (onSearch || !needle) return [...options];
    return options.filter((option) => fold(option.label).includes(needle));
  }, [options, typed, onSearch]);
  const collection = useMemo(
    () =>
      createListCollection<ComboboxOption>({
        items: shown,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => Boolean(option.disabled),
      }),
    [shown],
  );

  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required} disabled={props.disabled}>
      <ComboboxRoot
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        inputValue={typed ?? chosenLabel}
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') {
            // A choice, a clear or leaving the field: the input goes back to the chosen name.
            setTyped(null);
            // Leaving keeps the search, so what hangs on it (a "Criar" button) can be reached
            // with Tab.
            if (details.reason !== 'interact-outside') onSearch?.('');
            return;
          }
          setTyped(details.inputValue);
          onSearch?.(details.inputValue);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        invalid={Boolean(props.error)}
        required={props.required}
        disabled={props.disabled}
        width="full"
      >
        <ComboboxLabel>
          {props.label}
          {props.required && <Field.RequiredIndicator />}
        </ComboboxLabel>
        <ComboboxControl>
          <ComboboxInput placeholder={props.placeholder} />
          <ComboboxIndicatorGroup>
            {!props.required && value && (
              <ComboboxClearTrigger aria-label={`Limpar ${props.label.toLowerCase()}`} />
            )}
            <ComboboxTrigger aria-label={`Abrir a lista de ${props.label.toLowerCase()}`} />
          </ComboboxIndicatorGroup>
        </ComboboxControl>
        {/* Not portalled: inside the drawer's focus trap, and themed with it. */}
        <ComboboxPositioner>
          <ComboboxContent maxH="64" overflowY="auto">
            <ComboboxEmpty>{props.emptyText}</ComboboxEmpty>
            {collection.items.map((option) => (
              <ComboboxItem key={option.value} item={option} ps={2 + 3 * (option.depth ?? 0)}>
                <ComboboxItemText>{option.label}</ComboboxItemText>
              </ComboboxItem>
            ))}
          </ComboboxContent>
        </ComboboxPositioner>
      </ComboboxRoot>
      {props.hint && !props.error && <Field.HelperText>{props.hint}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
      {props.children}
    </Field.Root>
  );
}
