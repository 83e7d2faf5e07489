import { installedChakraFile as installed } from '../../testing/installed-chakra';
import { PRESET_EXPORT, unwrapDefinitions, withoutPresetExport } from '../pure-chakra-preset';

describe("Chakra's default theme left out of the bundles", () => {
  it("should drop the installed index's re-export of preset.js, and only it", () => {
    const code = installed('index.js');
    const built = withoutPresetExport(code);
    expect(built).not.toContain("from './preset.js'");
    expect(built).toContain("export { defaultBaseConfig } from './preset-base.js';");
    expect(code.length - built.length).toBe(PRESET_EXPORT.length);
  });

  it('should fail the build when a Chakra release no longer has the re-export', () => {
    expect(() => withoutPresetExport("export * from './preset.js';")).toThrow(
      /index\.js no longer has "export \{ defaultConfig, defaultSystem \} from '\.\/preset\.js';"/,
    );
  });

  it("should unwrap the installed theme's definitions into the objects they return", () => {
    const recipe = unwrapDefinitions(installed('theme/recipes/tree-view.js'));
    expect(recipe).toContain('const treeViewSlotRecipe = ({');
    expect(recipe).not.toMatch(/= define[A-Z]\w*\(/);
    expect(unwrapDefinitions(installed('theme/index.js'))).toContain(
      'const defaultThemeConfig = ({',
    );
  });

  it('should leave the value as it was: define… returns its argument', () => {
    const source = 'const button = defineRecipe({ base: { px: 2 } });\nexport { button };';
    const evaluate = (code: string) =>
      new Function('defineRecipe', `${code.replace('export { button };', 'return button;')}`)(
        (value: unknown) => value,
      ) as unknown;
    expect(unwrapDefinitions(source)).toBe(
      'const button = ({ base: { px: 2 } });\nexport { button };',
    );
    expect(evaluate(unwrapDefinitions(source))).toEqual(evaluate(source));
  });
});
