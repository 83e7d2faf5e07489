import { Box, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

function scrollIntoViewIfNeeded(element: HTMLElement | null): void {
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export interface SectionLink {
  slug: string;
  label: string;
}

/**
 * An area's sections as links, not ARIA tabs: each is a route (`<basePath>/<slug>`) that can be
 * opened in a new tab or shared, and the current one says so with `aria-current="page"`.
 */
export function SectionLinks({
  label,
  basePath,
  links,
  current,
}: {
  /** The navigation's accessible name: "Seções da empresa". */
  label: string;
  basePath: string;
  links: readonly SectionLink[];
  current: string | null;
}) {
  return (
    <Box as="nav" aria-label={label} mb="6" overflowX="auto" borderBottomWidth="1px">
      {/* One row that scrolls sideways on a phone; from a tablet up the sections wrap, so none is
          hidden off the edge of a wide screen with nothing to say it is there (eight company
          sections are wider than 1366 px less the side nav). */}
      <Box
        as="ul"
        display="flex"
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
        columnGap="1"
        listStyleType="none"
        minW={{ base: 'max-content', md: 'auto' }}
      >
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.slug}>
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
                <RouterLink
                  to={`${basePath}/${link.slug}`}
                  aria-current={active ? 'page' : undefined}
                  // On a phone the row scrolls sideways: the current section comes into view.
                  ref={active ? scrollIntoViewIfNeeded : undefined}
                >
                  {link.label}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
