import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  /** `alertdialog` for a confirmation: screen readers announce it as one. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one overlay of the company area: forms and confirmations. Chakra's Drawer is already in
 * the shared singleton; its Dialog is not, and would ship on every page.
 */
export function SideDrawer({ open, onClose, title, children, footer, role }: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement={{ base: 'bottom', md: 'end' }}
      size={{ base: 'full', md: 'md' }}
      role={role}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>{footer}</Drawer.Footer>
            {/* Empty, Ark's trigger is a button with no name (axe button-name, critical). */}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
