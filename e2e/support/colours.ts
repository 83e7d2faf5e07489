import type { Locator } from '@playwright/test';

/** Relative luminance (0 = black, 1 = white) of a computed `rgb()`/`rgba()` colour. */
export function luminance(cssColor: string): number {
  const channels = cssColor
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3) throw new Error(`not an rgb colour: ${cssColor}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The luminance of an element's computed background colour. */
export async function backgroundLuminance(locator: Locator): Promise<number> {
  return luminance(await locator.evaluate((element) => getComputedStyle(element).backgroundColor));
}
