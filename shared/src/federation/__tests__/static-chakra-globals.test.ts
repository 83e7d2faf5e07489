import { installedChakraFile } from '../../testing/installed-chakra';
import { GLOBALS_LINE, staticGlobals } from '../static-chakra-globals';

describe("the host build's Chakra without its global CSS", () => {
  it("should empty system._global in the installed Chakra's system.js", () => {
    const code = installedChakraFile('styled-system/system.js');
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
