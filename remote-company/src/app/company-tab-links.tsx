import { Box, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY_TABS } from './company-tabs';

/**
 * The tabs are links, not ARIA tabs: each is a route (`/empresa/<tab>`) that can be opened in a new
 * tab or shared, and the current one says so with `aria-current="page"`.
 */
export function CompanyTabLinks({ current }: { current: string | null }) {
  return (
    <Box as="nav" aria-label="Seções da empresa" mb="6" overflowX="auto" borderBottomWidth="1px">
      <Box as="ul" display="flex" gap="1" listStyleType="none" minW="max-content">
        {COMPANY_TABS.map((tab) => {
          const active = tab.slug === current;
          return (
            <li key={tab.slug}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                fontWeight="medium"
                color={active ? 'brand.fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={active ? 'brand.solid' : 'transparent'}
                textDecoration="none"
                _hover={{ color: 'fg', textDecoration: 'none' }}
              >
                <RouterLink to={`/empresa/${tab.slug}`} aria-current={active ? 'page' : undefined}>
                  {tab.label}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
