import { defaultConfig } from '@chakra-ui/react';
import { appSourcesMatching } from '../../testing/app-sources';
import { system, USED_PALETTES } from '../system';

const LEFT_OUT = Object.keys(defaultConfig.theme?.tokens?.colors ?? {}).filter(
  (name) =>
    !name.endsWith('Alpha') &&
    !['transparent', 'current', 'black', 'white'].includes(name) &&
    !(USED_PALETTES as readonly string[]).includes(name),
);

describe('the lean theme', () => {
  it('should leave out the palettes no app names, and only those', () => {
    expect(LEFT_OUT).toEqual(['yellow', 'teal', 'cyan', 'pink']);
    expect(system.token('colors.red.500')).toBe('#ef4444');
    expect(system.token('colors.teal.500', 'missing')).toBe('missing');
    expect(system.token('colors.brand.500')).toBe('#0042ff');
    expect(system.token('colors.blackAlpha.600')).toBeTruthy();
  });

  // `colorPalette="teal"`, `color="pink.fg"` or a palette in a lookup table would render without
  // colours; the palette goes back into USED_PALETTES instead.
  it('should have every palette a source file names', () => {
    const named = new RegExp(`['"\`](${LEFT_OUT.join('|')})(\\.[a-zA-Z0-9]+)?['"\`]`);
    expect(appSourcesMatching(named)).toEqual([]);
  });
});
