import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The installed Chakra's ESM build, the files the production build's transforms rewrite
 * (shared/src/federation) and the theme's tests read. The package's exports hide dist/esm but
 * export its package.json.
 */
export const CHAKRA_ESM = join(
  dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
);

/** A file of that build, as text: `installedChakraFile('theme/index.js')`. */
export function installedChakraFile(file: string): string {
  return readFileSync(join(CHAKRA_ESM, file), 'utf8');
}
