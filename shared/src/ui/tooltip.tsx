import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  /** Share the trigger id with a menu trigger wrapped inside, so both bind to one button. */
  ids?: { trigger: string };
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'bottom-start' | 'right-start';
}

/** Chakra ships tooltip parts, not a one-line tooltip; this is that line. */
export function Tooltip({ content, children, ids, placement = 'top' }: TooltipProps) {
  return (
    <ChakraTooltip.Root openDelay={250} closeDelay={50} positioning={{ placement }} ids={ids}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
