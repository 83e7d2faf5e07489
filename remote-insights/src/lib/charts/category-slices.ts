import type { ChartSlice } from 'shared/contracts';

export const OTHERS_LABEL = 'Outras categorias';

export interface GroupedSlices {
  /** The slices drawn each in a colour of its own, in the API's order. */
  own: ChartSlice[];
  /** The slices drawn together as one 'Outras categorias' slice; empty when all have their own. */
  others: ChartSlice[];
  /** What `others` add up to, in cents. */
  othersTotal: number;
}

/**
 * At most `max` slices to draw, so that each can have a colour of its own: every slice when they
 * fit, otherwise the `max − 1` largest and one for the rest. The API sends the slices largest
 * first (shared/contracts), and the slices drawn still add up to exactly the API's total.
 */
export function groupSlices(slices: readonly ChartSlice[], max: number): GroupedSlices {
  if (slices.length <= max) return { own: [...slices], others: [], othersTotal: 0 };
  const own = slices.slice(0, max - 1);
  const others = slices.slice(max - 1);
  return { own, others, othersTotal: others.reduce((total, slice) => total + slice.value, 0) };
}
