import type { Assign } from '@ark-ui/react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { createSlotRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';

// Chakra's Tabs, rebuilt from Ark outside the host so that it is not part of the shared Chakra every
// page downloads (see popover.tsx); the `tabs` recipe comes from the host's theme.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'tabs' });

export type TabsRootProps = HTMLChakraProps<
  'div',
  Assign<ArkTabs.RootBaseProps, SlotRecipeProps<'tabs'>>
> &
  UnstyledProp;
export const TabsRoot = withProvider<HTMLDivElement, TabsRootProps>(ArkTabs.Root, 'root', {
  forwardAsChild: true,
});

export const TabsList = withContext<HTMLDivElement, HTMLChakraProps<'div', ArkTabs.ListBaseProps>>(
  ArkTabs.List,
  'list',
  { forwardAsChild: true },
);

export const TabsTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkTabs.TriggerBaseProps>
>(ArkTabs.Trigger, 'trigger', { forwardAsChild: true });

export const TabsContent = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkTabs.ContentBaseProps>
>(ArkTabs.Content, 'content', { forwardAsChild: true });
