import type { Assign } from '@ark-ui/react';
import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { createSlotRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Chakra's own Popover is these same lines; importing it would add it to the host's shared Chakra,
// which every page (/login included) downloads. Built here from Ark in `shared/ui-kit`, which the
// host never imports, it ships only with the remotes that use it, and the `popover` recipe it
// reads is already in the host's theme.
const { withRootProvider, withContext } = createSlotRecipeContext({ key: 'popover' });

export interface PopoverRootProps
  extends Assign<ArkPopover.RootBaseProps, SlotRecipeProps<'popover'>>, UnstyledProp {
  children: ReactNode;
}
export const PopoverRoot = withRootProvider<PopoverRootProps>(ArkPopover.Root);

export const PopoverTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkPopover.TriggerBaseProps>
>(ArkPopover.Trigger, 'trigger', { forwardAsChild: true });

export const PopoverPositioner = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkPopover.PositionerBaseProps>
>(ArkPopover.Positioner, 'positioner', { forwardAsChild: true });

export const PopoverContent = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkPopover.ContentBaseProps>
>(ArkPopover.Content, 'content', { forwardAsChild: true });

export const PopoverTitle = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkPopover.TitleBaseProps>
>(ArkPopover.Title, 'title', { forwardAsChild: true });

export const PopoverHeader = withContext<HTMLDivElement, HTMLChakraProps<'header'>>(
  'header',
  'header',
);

export const PopoverBody = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'body');

export const PopoverFooter = withContext<HTMLDivElement, HTMLChakraProps<'footer'>>(
  'footer',
  'footer',
);
