import { HStack, Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from 'shared/ui';

/**
 * The full-width button that opens a side-nav menu, with its tooltip (SPEC.md §2: 'Minhas
 * Empresas', 'Minha Conta'). Menu and tooltip bind to one button through the shared trigger id.
 */
export function MenuTrigger({
  label,
  triggerId,
  bordered = false,
  children,
}: {
  label: string;
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
          aria-label={label}
        >
          {children}
        </HStack>
      </Menu.Trigger>
    </Tooltip>
  );
}
