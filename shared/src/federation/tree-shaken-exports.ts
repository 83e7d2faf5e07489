/**
 * Every `@chakra-ui/react` export any app may import. Federation shares Chakra as one singleton,
 * and a shared library is not tree-shaken by default (≈ 300 KB gzip whole). Each app tree-shakes
 * it to exactly this list, so whichever app provides the singleton provides every export all apps
 * need, and the theme context stays one. `shared/src/federation/__tests__/tree-shaken-exports.test.ts`
 * fails when an app imports an export missing here: add it to this list, rebuild, redeploy all.
 */
export const CHAKRA_EXPORTS = [
  'Alert',
  'Avatar',
  'Badge',
  'Box',
  'Button',
  'Card',
  'Center',
  'Checkbox',
  'Combobox',
  'ChakraProvider',
  'CloseButton',
  'Container',
  'Drawer',
  'EmptyState',
  'Field',
  'Flex',
  'HStack',
  'Heading',
  'Icon',
  'IconButton',
  'Input',
  'InputGroup',
  'Link',
  'LocaleProvider',
  'Menu',
  'Portal',
  'GridItem',
  'Group',
  'Fieldset',
  'Progress',
  'NativeSelect',
  'PinInput',
  'Separator',
  'SimpleGrid',
  'Spinner',
  'Stack',
  'Stat',
  'Switch',
  'Text',
  'Toast',
  'Toaster',
  'Tooltip',
  'VStack',
  'VisuallyHidden',
  'createRecipeContext',
  'createSlotRecipeContext',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
  'useListCollection',
] as const;

/** The same for the router: every `react-router` / `react-router-dom` export any app may import. */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

/**
 * Each shared library production builds tree-shake, with the exports its singleton keeps. The
 * router has two share keys: react-router-dom only re-exports react-router, and each is one
 * tree-shaken module of its own in the host.
 */
export const TREE_SHAKEN_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  '@chakra-ui/react': CHAKRA_EXPORTS,
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
};

/** Where each list is kept, for messages that say what to change. */
export const TREE_SHAKEN_LIST_NAMES: Readonly<Record<string, string>> = {
  '@chakra-ui/react': 'CHAKRA_EXPORTS',
  'react-router': 'ROUTER_EXPORTS',
  'react-router-dom': 'ROUTER_EXPORTS',
};
