// Build-time only (run by shared/scripts/prerender.mjs in Node, never bundled for the browser).
import { Box } from '@chakra-ui/react';
import { PAGE_SLOT_ID, prerender } from 'shared/prerender';
import { Main, MobileHeader, SIDE_NAV_WIDTH, SideNav } from '../shell/shell';

/**
 * The signed-in shell as HTML, for the server to send with a route's prerendered content in
 * `#prerender-page` (api/src/plugins/prerendered-pages.ts): a phone paints the page's frame and
 * heading while the scripts load. It knows no one: the menus' names come with the app.
 */
function PrerenderedShell() {
  return (
    <Box minH="100vh">
      <SideNav hideBelow="lg" />
      <MobileHeader hideFrom="lg" onOpenDrawer={() => undefined} />
      <Main ms={{ base: '0', lg: SIDE_NAV_WIDTH }}>
        <div id={PAGE_SLOT_ID} />
      </Main>
    </Box>
  );
}

// Rendered at `/`, the one signed-in route prerendered today: its menu item is the active one.
export const renderPages = () =>
  prerender({ AppShell: { path: '/', frame: 'app', page: <PrerenderedShell /> } });
