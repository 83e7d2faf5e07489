import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableBody, TableColumnHeader, TableHeader, TableRoot, TableRow } from 'shared/ui-kit';

// The reports' wide tables (the DRE's, the forecast's): the first column stays in view while the
// figures scroll sideways, as a phone shows only a few of them.

/** The first column's cells: stuck to the left while the figures scroll (a phone shows few). */
export const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/**
 * The table in its focusable scroll region, with a caption for screen readers: `firstHeading` is
 * the first column's, `columns` the figures' headings after it, `children` the body's rows.
 */
export function ScrollingTable({
  caption,
  firstHeading,
  columns,
  children,
}: {
  caption: string;
  firstHeading: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={caption}
      overflowX="auto"
      // The containing block of the cells' visually hidden words: without it they sit outside
      // the scrolled box and widen the page on a phone.
      position="relative"
      borderWidth="1px"
      borderRadius="l2"
      // Focusable, so a keyboard can scroll the figures sideways.
      tabIndex={0}
    >
      <TableRoot size="sm" fontVariantNumeric="tabular-nums">
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <TableHeader>
          <TableRow>
            <TableColumnHeader scope="col" {...stickyColumn}>
              {firstHeading}
            </TableColumnHeader>
            {columns}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </TableRoot>
    </Box>
  );
}
