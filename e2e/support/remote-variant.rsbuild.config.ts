import type { ConfigParams, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import companyConfig from '../../remote-company/rsbuild.config';

/**
 * remote-company's own build (same source, same federation settings), written to another folder
 * and with one visible change: a line above the company page saying which build this is. It is
 * how the independent-deploy spec ships "a new version of one remote" without editing that
 * team's files. Run from remote-company/ with E2E_VARIANT_OUT_DIR and E2E_VARIANT_MARKER set.
 */
const outDir = process.env.E2E_VARIANT_OUT_DIR;
const marker = process.env.E2E_VARIANT_MARKER;
if (!outDir || !marker) {
  throw new Error(
    'remote-variant.rsbuild.config.ts needs E2E_VARIANT_OUT_DIR and E2E_VARIANT_MARKER',
  );
}

const EXPOSED_PAGE = /[\\/]src[\\/]expose[\\/]company-page\.tsx$/;

/**
 * Renames the page's default export and exports a wrapper that renders the marker first. Plain
 * `createElement` so the appended code needs no JSX transform of its own.
 */
function withMarker(code: string): string {
  if (!/^export default /m.test(code)) {
    throw new Error('remote-company/src/expose/company-page.tsx has no `export default`');
  }
  return `${code.replace(/^export default /m, 'const E2eDeployedPage = ')}
import { createElement as e2eCreateElement, Fragment as E2eFragment } from 'react';
export default function E2eMarkedCompanyPage() {
  return e2eCreateElement(
    E2eFragment,
    null,
    e2eCreateElement('p', { 'data-testid': 'deploy-marker' }, ${JSON.stringify(marker)}),
    e2eCreateElement(E2eDeployedPage),
  );
}
`;
}

const deployMarker: RsbuildPlugin = {
  name: 'e2e:deploy-marker',
  setup(api) {
    api.transform({ test: EXPOSED_PAGE, order: 'pre' }, ({ code }) => withMarker(code));
  },
};

export default async function variantConfig(params: ConfigParams): Promise<RsbuildConfig> {
  const base = typeof companyConfig === 'function' ? await companyConfig(params) : companyConfig;
  return {
    ...base,
    plugins: [...(base.plugins ?? []), deployMarker],
    output: { ...base.output, distPath: { root: outDir } },
  };
}
