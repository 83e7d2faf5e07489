import { lazy } from 'react';
import type { ResponsiveBar as Bar } from '@nivo/bar';
import type { ResponsiveLine as Line } from '@nivo/line';
import type { ResponsivePie as Pie } from '@nivo/pie';

// Nivo, d3 and react-spring are most of this remote's script and of the dashboard's main-thread
// time on a phone. A drawing loads them when it first comes near the screen (ChartCard), so the
// figures above the fold show first. Their chunks are prefetched (downloaded when the network is
// idle, not run), so a scroll does not wait for the network. The casts keep Nivo's generic
// props, which `lazy` erases.

export const ResponsiveBar = lazy(() =>
  import(/* webpackPrefetch: true */ '@nivo/bar').then((nivo) => ({ default: nivo.ResponsiveBar })),
) as unknown as typeof Bar;

export const ResponsiveLine = lazy(() =>
  import(/* webpackPrefetch: true */ '@nivo/line').then((nivo) => ({
    default: nivo.ResponsiveLine,
  })),
) as unknown as typeof Line;

export const ResponsivePie = lazy(() =>
  import(/* webpackPrefetch: true */ '@nivo/pie').then((nivo) => ({ default: nivo.ResponsivePie })),
) as unknown as typeof Pie;
