import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { THEME_DOCK_GUTTER, THEME_DOCK_HEIGHT, Tooltip, useMinWidth } from 'shared/ui';
import { CompanyLinkGate } from './company-link-gate';
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
      <Main ms={wide ? SIDE_NAV_WIDTH : '0'}>
        <CompanyLinkGate>{children}</CompanyLinkGate>
      </Main>
    </Box>
  );
}

/**
 * The page's area, beside the side navigation (`ms`) or under the header. Its end stays clear of
 * the theme button: above its band on narrow screens, left of its gutter on wide ones.
 */
export function Main({ ms, children }: { ms: BoxProps['ms']; children: ReactNode }) {
  return (
    <Box
      as="main"
      ms={ms}
      ps={{ base: '4', md: '8' }}
      pe={{ base: '4', md: '8', lg: THEME_DOCK_GUTTER }}
      pt="6"
      pb={{ base: `calc(${THEME_DOCK_HEIGHT} + 1.5rem)`, lg: '6' }}
    >
      {children}
    </Box>
  );
}

/**
 * `hideBelow` and `hideFrom` let the prerendered shell (host/src/prerender) send both navigations
 * and have CSS show the viewport's, as the server cannot know the width; the app picks one in JS.
 */
export function SideNav({ hideBelow }: { hideBelow?: BoxProps['hideBelow'] }) {
  return (
    <Box
      hideBelow={hideBelow}
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

export function MobileHeader({
  onOpenDrawer,
  hideFrom,
}: {
  onOpenDrawer: () => void;
  hideFrom?: BoxProps['hideFrom'];
}) {
  return (
    <Flex
      hideFrom={hideFrom}
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
