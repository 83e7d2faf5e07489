import type { ChartSlice } from 'shared/contracts';
import { groupSlices } from '../../../lib/charts/category-slices';

/** `count` categories, largest first as the API sends them, worth 100, 99, 98… cents. */
function categories(count: number): ChartSlice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c-${i + 1}`,
    label: `Categoria ${i + 1}`,
    value: 100 - i,
  }));
}

describe('doughnut slices', () => {
  it('should draw every slice when there are no more than colours', () => {
    const slices = categories(8);
    expect(groupSlices(slices, 8)).toEqual({ own: slices, others: [], othersTotal: 0 });
  });

  it('should draw the largest and group the rest, keeping the total to the cent', () => {
    const slices = categories(27);
    const { own, others, othersTotal } = groupSlices(slices, 8);
    expect(own).toEqual(slices.slice(0, 7));
    expect(others).toEqual(slices.slice(7));
    const total = slices.reduce((sum, slice) => sum + slice.value, 0);
    expect(own.reduce((sum, slice) => sum + slice.value, 0) + othersTotal).toBe(total);
  });
});
