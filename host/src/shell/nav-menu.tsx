import { Badge, Box, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { can, useCompanyRole } from 'shared/session';
import { useGetApprovalCountQuery } from './get-approval-count';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

/** The count on 'Aprovações'; nothing while it loads, fails or is zero. */
function WaitingBadge() {
  const total = useGetApprovalCountQuery().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Badge ms="auto" size="sm" variant="solid" colorPalette="orange">
      {total > 99 ? '99+' : total}
      <VisuallyHidden> aguardando aprovação</VisuallyHidden>
    </Badge>
  );
}

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const role = useCompanyRole();
  // The prerendered shell is drawn at build time, with no session (role null): it shows what an
  // owner sees, the usual reader of `/`, so the owner's tree stays the same when the app takes
  // over; a finance member's loses 'Aprovações' then, which the API refuses them anyway.
  const items = NAV_ITEMS.filter(
    (item) => !item.requires || role === null || can(role, item.requires),
  );
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Menu principal">
      {items.map((item) => {
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
                {item.requires === 'approve-payments' && <WaitingBadge />}
              </Link>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
