import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Tooltip, useMinWidth } from 'shared/ui';
import { SideNavContent } from './side-nav-content';

/** SPEC.md §9: side navigation 256px; the drawer is for viewports below 1024px. */
export const SIDE_NAV_WIDTH = '256px';
const SIDE_NAV_MIN_WIDTH = 1024;

export function Shell({ children }: { children: ReactNode }) {
  const wide = useMinWidth(SIDE_NAV_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  // SPEC.md §2: the drawer closes when the viewport reaches 1024px or wider.
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  return (
    <Box minH="100vh">
      {wide ? <SideNav /> : <MobileHeader onOpenDrawer={() => setDrawerOpen(true)} />}
      <Drawer.Root
        open={drawerOpen && !wide}
        onOpenChange={(e) => setDrawerOpen(e.open)}
        placement="start"
        // Focus the close button, not the first menu (which would show its focus ring on open).
        initialFocusEl={() => closeButton.current}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDE_NAV_WIDTH} data-testid="nav-drawer">
              <Drawer.Header pb="0">
                <Drawer.Title srOnly>Navegação</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <SideNavContent onNavigate={closeDrawer} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton ref={closeButton} size="sm" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Box as="main" ms={wide ? SIDE_NAV_WIDTH : '0'} px={{ base: '4', md: '8' }} py="6">
        {children}
      </Box>
    </Box>
  );
}

function SideNav() {
  return (
    <Box
      as="aside"
      data-testid="side-nav"
      position="fixed"
      insetY="0"
      insetStart="0"
      w={SIDE_NAV_WIDTH}
      borderEndWidth="1px"
      bg="bg.panel"
    >
      <SideNavContent />
    </Box>
  );
}

function MobileHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="3"
      px="4"
      h="14"
      borderBottomWidth="1px"
      bg="bg.panel"
    >
      <Tooltip content="Navegar" placement="bottom">
        <IconButton aria-label="Navegar" variant="ghost" onClick={onOpenDrawer}>
          <LuMenu />
        </IconButton>
      </Tooltip>
      <Text fontWeight="bold" color="brand.fg" fontSize="lg">
        Fluxo
      </Text>
    </Flex>
  );
}
