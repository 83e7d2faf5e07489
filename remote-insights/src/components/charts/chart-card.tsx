import { Box, Card, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { NoData } from './no-data';

export interface ChartCardProps {
  title: string;
  /**
   * The chart's text alternative (see chart-summaries.ts): the drawing itself is announced as one
   * image with this name, since its SVG shapes mean nothing read one by one.
   */
  summary: string;
  /** Nivo's responsive charts take their parent's size: it must have an explicit height. */
  height: string;
  empty?: boolean;
  children: ReactNode;
  /** Below the chart, e.g. a legend with the figures. */
  footer?: ReactNode;
}

/**
 * A titled figure: the title names the chart for assistive technology too. The chart inside must
 * draw its SVG with `role="presentation"`: this box is the image.
 */
export function ChartCard({
  title,
  summary,
  height,
  empty = false,
  children,
  footer,
}: ChartCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="figure" aria-labelledby={titleId} variant="outline" minW="0" m="0">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {empty ? (
          <NoData />
        ) : (
          <>
            <Box h={height} w="full" role="img" aria-label={summary}>
              {children}
            </Box>
            {footer}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
