import { useCallback, useState } from 'react';

/**
 * The width Nivo's responsive wrapper measures for a chart (0 until it has measured), for the
 * props that depend on it, such as how many axis labels fit. Pass `onResize` to the chart.
 */
export function useChartWidth(): { width: number; onResize: (size: { width: number }) => void } {
  const [width, setWidth] = useState(0);
  // Stable: Nivo calls it from an effect that re-runs whenever the callback changes.
  const onResize = useCallback((size: { width: number }) => setWidth(size.width), []);
  return { width, onResize };
}
