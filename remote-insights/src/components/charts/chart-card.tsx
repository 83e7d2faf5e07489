import { Box, Card, Heading } from '@chakra-ui/react';
import { Suspense, useEffect, useId, useState } from 'react';
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

/** How far below the screen a chart starts drawing, so a scroll usually finds it drawn. */
const DRAW_AHEAD = '200px';

/**
 * True once the element has come within DRAW_AHEAD of the viewport, and from then on. Without
 * IntersectionObserver (jsdom, very old browsers) at once.
 */
function useNearViewport(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A titled figure: the title names the chart for assistive technology too. The chart inside must
 * draw its SVG with `role="presentation"`: this box is the image, named and sized before the
 * drawing exists. The drawing mounts when the box nears the screen: on a phone most charts are
 * below the fold, and their Nivo code and rendering would otherwise hold up the figures above it.
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
  // A state, not a ref: the box comes and goes with `empty`, and the observer must follow it.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(box);
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
            <Box ref={setBox} h={height} w="full" role="img" aria-label={summary}>
              {near && <Suspense fallback={null}>{children}</Suspense>}
            </Box>
            {footer}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
