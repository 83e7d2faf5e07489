import { Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Menu principal">
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <Box as="li" key={item.path}>
            <HStack
              asChild
              gap="3"
              ps={item.sub ? '8' : '3'}
              pe="3"
              py={item.sub ? '1.5' : '2'}
              fontSize={item.sub ? 'sm' : undefined}
              borderRadius="l2"
              fontWeight="medium"
              color={active ? 'brand.fg' : 'fg.muted'}
              bg={active ? 'brand.subtle' : 'transparent'}
              _hover={{
                bg: active ? 'brand.subtle' : 'bg.muted',
                color: active ? 'brand.fg' : 'fg',
              }}
              focusRing="outside"
            >
              <Link to={item.path} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                <Icon as={item.icon} boxSize={item.sub ? '4' : '5'} />
                <Text>{item.label}</Text>
              </Link>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
