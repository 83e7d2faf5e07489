// Build-time only (run by shared/scripts/prerender.mjs in Node, never bundled for the browser).
import { Box } from '@chakra-ui/react';
import { PAGE_SLOT_ID, prerender } from 'shared/prerender';
export { chakraGlobalStyleTags } from 'shared/prerender';
import { ThemeRoot } from 'shared/theme';
import { ThemeToggle } from 'shared/ui';
import { Main, MobileHeader, SIDE_NAV_WIDTH, SideNav } from '../shell/shell';

/**
 * The signed-in shell as HTML, for the server to send with a route's prerendered content in
 * `#prerender-page` (api/src/plugins/web/prerendered-pages.ts): a phone paints the page's frame and
 * heading while the scripts load. It knows no one: the menus' names come with the app.
 *
 * The shell and the page are an inert picture (their links would reload the page); the theme
 * button beside them works before the app starts (host/public/paint-theme.js), as SPEC.md puts it
 * on every screen.
 */
function PrerenderedShell() {
  return (
    <ThemeRoot>
      <div inert>
        <Box minH="100vh">
          <SideNav hideBelow="lg" />
          <MobileHeader hideFrom="lg" onOpenDrawer={() => undefined} />
          <Main ms={{ base: '0', lg: SIDE_NAV_WIDTH }}>
            <div id={PAGE_SLOT_ID} />
          </Main>
        </Box>
      </div>
      <ThemeToggle />
    </ThemeRoot>
  );
}

// Rendered at `/`, the one signed-in route prerendered today: its menu item is the active one.
export const renderPages = () =>
  prerender({ AppShell: { path: '/', frame: 'app', page: <PrerenderedShell /> } });
