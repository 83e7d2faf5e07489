import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { CHAKRA_EXPORTS } from '../../federation/tree-shaken-exports';
import { appSourcesMatching, REPO_ROOT } from '../../testing/app-sources';
import { CHAKRA_ESM as ESM, installedChakraFile } from '../../testing/installed-chakra';
import { system } from '../system';

/** `Alert` → `components/alert/namespace.js`, from the `export … from` lines of Chakra's index. */
function moduleOfEachExport(): Map<string, string> {
  const index = installedChakraFile('index.js');
  const namespaces = new Map<string, string>();
  for (const [, name = '', file = ''] of index.matchAll(/import \* as (\S+) from '\.\/([^']+)'/g))
    namespaces.set(name, file);
  const modules = new Map<string, string>();
  for (const [, names = '', file] of index.matchAll(
    /export \{([^}]+)\}(?: from '\.\/([^']+)')?/g,
  )) {
    for (const part of names.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const module = file ?? namespaces.get(local);
      if (module) modules.set(exported, module);
    }
  }
  return modules;
}

/**
 * The recipe keys a component's files ask for (`useRecipe({ key: "button" })`,
 * `createSlotRecipeContext({ key: "menu" })`), following its imports among Chakra's components:
 * a CloseButton is an IconButton, a Checkbox draws a checkmark.
 */
function recipeKeysOf(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(ESM, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, key = ''] of code.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(key);
    for (const [, relative = ''] of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const next = resolve(dirname(file), relative);
      if (next.startsWith(join(ESM, 'components'))) queue.push(next);
    }
  }
  return keys;
}

/** What Chakra's default theme defines: a key it lacks (`text`) has no styles to leave out. */
const defined = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
const modules = moduleOfEachExport();
/**
 * The recipes the apps' own parts are styled by (shared/src/ui-kit's table, tabs, date picker…,
 * built on Chakra's recipe by key so that Chakra's component stays out of the singleton).
 */
const RECIPE_BY_KEY =
  /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\{\s*key: '([A-Za-z]+)'/g;
const appKeys = appSourcesMatching(RECIPE_BY_KEY).flatMap((file) =>
  [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(RECIPE_BY_KEY)].map(
    ([, key = '']) => key,
  ),
);
const needed = new Set([
  ...CHAKRA_EXPORTS.flatMap((name) => {
    const module = modules.get(name);
    return module ? [...recipeKeysOf(module)].filter((key) => defined.has(key)) : [];
  }),
  ...appKeys,
]);
const included = [
  ...Object.keys(system._config.theme?.recipes ?? {}),
  ...Object.keys(system._config.theme?.slotRecipes ?? {}),
];

describe("the lean theme's recipes", () => {
  // Sanity check of the scan itself: a change in Chakra's file layout must not pass as "nothing
  // needed".
  it('should find the recipes of components everyone knows', () => {
    for (const key of ['button', 'menu', 'field', 'drawer', 'checkmark'])
      expect(needed).toContain(key);
  });

  // A component whose recipe is left out renders unstyled: a new import in an app adds its export
  // to CHAKRA_EXPORTS (tree-shaken-exports.test.ts), and this test then asks for its recipe.
  it('should hold the recipe of every component the apps import', () => {
    expect([...needed].filter((key) => !system.hasRecipe(key)).sort()).toEqual([]);
  });

  // Every recipe is code on every page: one no component asks for is left out.
  it('should hold no recipe that no imported component asks for', () => {
    expect(included.filter((key) => !needed.has(key)).sort()).toEqual([]);
  });
});
