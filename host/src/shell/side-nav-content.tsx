import { Box, Flex, Stack } from '@chakra-ui/react';
import { BalanceCard } from './balance-card';
import { CompanyMenu } from './company-menu';
import { NavMenu } from './nav-menu';
import { ProfileMenu } from './profile-menu';

/** The same menu in the side navigation and in the drawer (SPEC.md §2). */
export function SideNavContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex direction="column" h="full" gap="6" p="4">
      <CompanyMenu />
      <Box as="nav" flex="1" overflowY="auto" aria-label="Navegação">
        <NavMenu onNavigate={onNavigate} />
      </Box>
      <Stack gap="3">
        <BalanceCard />
        <ProfileMenu />
      </Stack>
    </Flex>
  );
}
