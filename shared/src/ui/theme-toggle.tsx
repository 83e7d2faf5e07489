import { Box, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../theme/color-mode';
import { Tooltip } from './tooltip';

/**
 * Room the fixed theme button keeps for itself (issue 26): below 1024 px it sits in a band across
 * the bottom of the screen, so nothing scrolls under it; from 1024 px the signed-in page keeps a
 * gutter on its right instead (a band would cost a laptop's scarce height). Layouts pad their
 * content by these so its end can always be scrolled clear of the button.
 */
export const THEME_DOCK_HEIGHT = '4rem';
export const THEME_DOCK_GUTTER = '5rem';

/**
 * SPEC.md §2: round, fixed bottom right; sun + 'Modo Claro' in dark, moon + 'Modo Escuro' in light.
 *
 * The icon and the accessible name follow the `dark` class on <html> through CSS, not through
 * React state: the same markup is then right in a page the server sent prerendered (built before
 * anyone's preference was known; paint-theme.js sets the class and toggles it on a click there,
 * `data-theme-toggle`) and in the app, whose provider keeps the class in step with its state.
 */
export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <Box
      position="fixed"
      insetEnd={{ base: '0', lg: '4' }}
      bottom={{ base: '0', lg: '4' }}
      insetStart={{ base: '0', lg: 'auto' }}
      h={{ base: THEME_DOCK_HEIGHT, lg: 'auto' }}
      px={{ base: '4', lg: '0' }}
      display="flex"
      alignItems="center"
      justifyContent="flex-end"
      bg={{ base: 'bg.panel', lg: 'transparent' }}
      borderTopWidth={{ base: '1px', lg: '0' }}
      // From 1024 px the box is only the button's frame: clicks beside the button reach the page.
      pointerEvents={{ base: 'auto', lg: 'none' }}
      // Above the page, below menus, popovers, drawers and toasts (Chakra's `dropdown` is 1000),
      // so that a menu opened near the bottom of a phone is never hidden behind the band.
      zIndex={999}
    >
      <Tooltip content={colorMode === 'dark' ? 'Modo Claro' : 'Modo Escuro'} placement="left">
        <IconButton
          data-theme-toggle=""
          onClick={toggleColorMode}
          pointerEvents="auto"
          rounded="full"
          size="lg"
          colorPalette="brand"
          variant="solid"
          shadow="lg"
        >
          <Box as="span" display="contents" _dark={{ display: 'none' }}>
            <LuMoon aria-hidden />
            <VisuallyHidden>Modo Escuro</VisuallyHidden>
          </Box>
          <Box as="span" display="none" _dark={{ display: 'contents' }}>
            <LuSun aria-hidden />
            <VisuallyHidden>Modo Claro</VisuallyHidden>
          </Box>
        </IconButton>
      </Tooltip>
    </Box>
  );
}
