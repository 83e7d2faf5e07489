import { HStack, Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from 'shared/ui';

/**
 * The button's name: what it shows first (the avatar's initials too, which are on screen), then
 * the tooltip's words. A speech-input user says what they see, so the name must start with it
 * (WCAG 2.5.3); the tooltip's 'Minha Conta' still tells a screen reader what the button opens.
 * The triggers put a space between the parts they show: a flex or block layout does not draw it,
 * but without it the text reads as one word ("FDFluxo") to checkers such as axe.
 */
export function menuTriggerName(label: string, shown: readonly (string | undefined)[]): string {
  return [...shown, label].filter((text) => text).join(', ');
}

/**
 * The full-width button that opens a side-nav menu, with its tooltip (SPEC.md §2: 'Minhas
 * Empresas', 'Minha Conta'). Menu and tooltip bind to one button through the shared trigger id.
 */
export function MenuTrigger({
  label,
  shown,
  triggerId,
  bordered = false,
  children,
}: {
  /** The tooltip (SPEC.md's words). */
  label: string;
  /** The texts the button shows, in reading order. */
  shown: readonly (string | undefined)[];
  triggerId: string;
  bordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} ids={{ trigger: triggerId }} placement="right">
      <Menu.Trigger asChild>
        <HStack
          as="button"
          w="full"
          gap="3"
          p="2"
          borderWidth={bordered ? '1px' : undefined}
          borderRadius="l2"
          textAlign="start"
          _hover={{ bg: 'bg.muted' }}
          focusRing="outside"
          aria-label={menuTriggerName(label, shown)}
        >
          {children}
        </HStack>
      </Menu.Trigger>
    </Tooltip>
  );
}
