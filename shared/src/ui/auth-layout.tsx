import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { THEME_DOCK_HEIGHT } from './theme-toggle';

/**
 * Logged out: only the routed page, no shell, and the footer of the auth screens (SPEC.md §2).
 * Shared because a remote prerenders its sign-in page at build inside this same layout.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    // The footer stays above the theme button's band on narrow screens (theme-toggle.tsx).
    <Flex direction="column" minH="100vh" bg="bg.subtle" pb={{ base: THEME_DOCK_HEIGHT, lg: '0' }}>
      <Box
        as="main"
        flex="1"
        display="flex"
        alignItems="center"
        justifyContent="center"
        px="4"
        py="10"
      >
        <Box w="full" maxW="md">
          {children}
        </Box>
      </Box>
      <Box as="footer" py="6" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          © 2025 Fluxo. Todos os direitos reservados.
        </Text>
      </Box>
    </Flex>
  );
}
