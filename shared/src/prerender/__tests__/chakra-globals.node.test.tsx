// Node, as the build's prerender step runs: Emotion renders <style> tags instead of inserting them.
import { Box } from '@chakra-ui/react';
import { chakraGlobalStyleTags, prerender } from '..';

const GLOBAL_TAG = /<style data-emotion="css-global [a-z0-9]+"[^>]*>/g;

describe("Chakra's global styles, written at build time", () => {
  it('should give the layer order, the reset and every token variable, light and dark', () => {
    const tags = chakraGlobalStyleTags();
    expect(tags.match(GLOBAL_TAG)).toHaveLength(2);
    expect(tags).toContain('@layer reset,base,tokens,recipes;');
    expect(tags).toMatch(/@layer reset\{/);
    expect(tags).toContain('--chakra-colors-brand-500:#0042ff');
    // A semantic token differs in the dark theme: both values are there.
    expect(tags).toMatch(/--chakra-colors-brand-fg:var\(--chakra-colors-brand-600\)/);
    expect(tags).toMatch(
      /\.dark[^{]*\{[^}]*--chakra-colors-brand-fg:var\(--chakra-colors-brand-300\)/,
    );
  });

  it("should leave them out of a prerendered page's head, which index.html already has", () => {
    const { Page } = prerender({
      Page: { path: '/', frame: 'auth', page: <Box color="brand.fg">Entrar</Box> },
    });
    expect(Page!.head).not.toContain('--chakra-colors-brand-500');
    expect(Page!.head).not.toContain('@layer reset');
    // The page's own styles stay.
    expect(Page!.head).toContain('color:var(--chakra-colors-brand-fg)');
    expect(Page!.body).toContain('Entrar');
  });
});
