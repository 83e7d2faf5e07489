import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOBALS_LINE, staticGlobals } from '../static-chakra-globals';

describe("the host build's Chakra without its global CSS", () => {
  it("should empty system._global in the installed Chakra's system.js", () => {
    // The package's exports hide dist/esm: from its CommonJS entry (dist/cjs/index.cjs), up two.
    const root = path.resolve(path.dirname(require.resolve('@chakra-ui/react')), '../..');
    const file = path.join(root, 'dist/esm/styled-system/system.js');
    const code = readFileSync(file, 'utf8');
    const built = staticGlobals(code);
    expect(built).toContain('const _global = [];');
    expect(built).not.toContain(GLOBALS_LINE);
  });

  it('should fail the build when a Chakra release no longer has the line', () => {
    expect(() => staticGlobals('const _global = computeGlobals();')).toThrow(
      /no longer has "const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];"/,
    );
  });
});
