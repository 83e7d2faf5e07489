import type { Assign } from '@ark-ui/react';
import { Combobox as ArkCombobox } from '@ark-ui/react/combobox';
import { createSlotRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';
import type { ForwardRefExoticComponent, PropsWithoutRef, RefAttributes } from 'react';
import { LuChevronDown, LuX } from 'react-icons/lu';

// Chakra's Combobox parts, rebuilt from Ark (the same lines as Chakra's own file): importing
// Chakra's would add it to the shared Chakra singleton that /login downloads too. Built here, it
// ships only with the form's chunk; the `combobox` recipe it reads is already in the host's theme.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'combobox' });

type Part<Element, Props> = ForwardRefExoticComponent<
  PropsWithoutRef<Props> & RefAttributes<Element>
>;

export type ComboboxRootProps = HTMLChakraProps<
  'div',
  Assign<ArkCombobox.RootBaseProps<ComboboxOption>, SlotRecipeProps<'combobox'>>
> &
  UnstyledProp;

/** One choice: `disabled` for a category that has subcategories (movements go on leaves). */
export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Depth in a tree, for the indentation of a plano de contas. */
  depth?: number;
}

export const ComboboxRoot: Part<HTMLDivElement, ComboboxRootProps> = withProvider<
  HTMLDivElement,
  ComboboxRootProps
>(ArkCombobox.Root, 'root', { forwardAsChild: true });

export const ComboboxLabel = withContext<
  HTMLLabelElement,
  HTMLChakraProps<'label', ArkCombobox.LabelBaseProps>
>(ArkCombobox.Label, 'label', { forwardAsChild: true });

export const ComboboxControl = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkCombobox.ControlBaseProps>
>(ArkCombobox.Control, 'control', { forwardAsChild: true });

export const ComboboxInput = withContext<
  HTMLInputElement,
  HTMLChakraProps<'input', ArkCombobox.InputBaseProps>
>(ArkCombobox.Input, 'input', { forwardAsChild: true });

export const ComboboxIndicatorGroup = withContext<HTMLDivElement, HTMLChakraProps<'div'>>(
  'div',
  'indicatorGroup',
);

export const ComboboxTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkCombobox.TriggerBaseProps>
>(ArkCombobox.Trigger, 'trigger', {
  forwardAsChild: true,
  defaultProps: { children: <LuChevronDown /> },
});

export const ComboboxPositioner = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkCombobox.PositionerBaseProps>
>(ArkCombobox.Positioner, 'positioner', { forwardAsChild: true });

export const ComboboxContent = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkCombobox.ContentBaseProps>
>(ArkCombobox.Content, 'content', { forwardAsChild: true });

export const ComboboxEmpty = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkCombobox.EmptyBaseProps>
>(ArkCombobox.Empty, 'empty', { forwardAsChild: true });

export const ComboboxItem = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkCombobox.ItemBaseProps>
>(ArkCombobox.Item, 'item', { forwardAsChild: true });

export const ComboboxItemText = withContext<
  HTMLSpanElement,
  HTMLChakraProps<'span', ArkCombobox.ItemTextBaseProps>
>(ArkCombobox.ItemText, 'itemText', { forwardAsChild: true });

export const ComboboxClearTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkCombobox.ClearTriggerBaseProps>
>(ArkCombobox.ClearTrigger, 'clearTrigger', {
  forwardAsChild: true,
  defaultProps: { children: <LuX /> },
});
