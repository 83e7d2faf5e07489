import type { PartialTheme } from '@nivo/theming';
import { useColorMode } from 'shared/theme';
import type { ColorMode } from 'shared/theme';

/**
 * Nivo draws SVG with the colours it is given, not with CSS variables, so the dark class on the
 * page cannot reach it: each mode needs concrete colours (Chakra's gray scale, to match the cards).
 */
const INK: Record<ColorMode, { text: string; muted: string; grid: string; panel: string }> = {
  light: { text: '#27272a', muted: '#52525b', grid: '#e4e4e7', panel: '#ffffff' },
  dark: { text: '#e4e4e7', muted: '#a1a1aa', grid: '#3f3f46', panel: '#18181b' },
};

export interface ChartColors {
  income: string;
  expense: string;
  line: string;
  /**
   * One per slice, in order, for the category doughnuts: hues far enough apart to tell slices
   * apart. A doughnut draws at most this many slices (see category-slices.ts).
   */
  categories: readonly string[];
  /** The 'Outras categorias' slice: a neutral grey, unlike every category hue. */
  others: string;
}

// Mid-tone (500/400) hues read on both the white and the near-black card.
const COLORS: Record<ColorMode, ChartColors> = {
  light: {
    income: '#16a34a',
    expense: '#dc2626',
    line: '#0042ff',
    categories: [
      '#0042ff',
      '#16a34a',
      '#f97316',
      '#a855f7',
      '#0891b2',
      '#db2777',
      '#ca8a04',
      '#dc2626',
    ],
    others: '#a1a1aa',
  },
  dark: {
    income: '#4ade80',
    expense: '#f87171',
    line: '#5c82ff',
    categories: [
      '#5c82ff',
      '#4ade80',
      '#fb923c',
      '#c084fc',
      '#22d3ee',
      '#f472b6',
      '#facc15',
      '#f87171',
    ],
    others: '#71717a',
  },
};

function nivoTheme(mode: ColorMode): PartialTheme {
  const ink = INK[mode];
  const text = { fill: ink.muted, fontSize: 11 };
  return {
    background: 'transparent',
    text: { fill: ink.text, fontSize: 12 },
    axis: {
      domain: { line: { stroke: ink.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: ink.grid, strokeWidth: 1 }, text },
      legend: { text },
    },
    grid: { line: { stroke: ink.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: ink.muted, strokeWidth: 1, strokeOpacity: 0.6 } },
    labels: { text: { fill: ink.text } },
    tooltip: {
      container: {
        background: ink.panel,
        color: ink.text,
        fontSize: 12,
        borderRadius: 6,
        border: `1px solid ${ink.grid}`,
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
      },
    },
  };
}

const THEMES: Record<ColorMode, PartialTheme> = {
  light: nivoTheme('light'),
  dark: nivoTheme('dark'),
};

/** The Nivo theme and series colours for the current colour mode. */
export function useChartTheme(): { theme: PartialTheme; colors: ChartColors } {
  const { colorMode } = useColorMode();
  return { theme: THEMES[colorMode], colors: COLORS[colorMode] };
}
