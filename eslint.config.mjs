import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-auth', 'remote-insights', 'remote-company', 'remote-movements'];

/** Forbid importing the named packages/paths, saying why. */
const boundaries = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

/** `src/features/<name>` of an app, read from disk so that a new feature is covered at once. */
const featuresOf = (app) => {
  const dir = `${app}/src/features`;
  return existsSync(dir) ? readdirSync(dir) : [];
};

// bulletproof-react's rule: a feature is deleted or moved as a whole only if nothing else reaches in.
const featureZones = APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: `${app}: a feature must not import another feature. Move what both need to src/components, src/lib or shared, so each feature can change or go alone.`,
  })),
);

// The API by domain (api/README.md). Inside a domain the layers go one way, routes → services →
// repositories; between domains only through `public.ts`, type imports included, since import-x's
// no-cycle ignores type imports and a type reached into another domain's file is still coupling.
const API_SRC = './api/src';
// Read from disk, like the features above, so that a new domain is covered at once.
const apiSrcOnDisk = (part) => `${import.meta.dirname}/api/src/${part}`;
const apiDomains = existsSync(apiSrcOnDisk('domains')) ? readdirSync(apiSrcOnDisk('domains')) : [];
// The wiring builds each domain's repositories, services and job workers and mounts its routes:
// it alone may reach into every domain. Tests and scripts (outside api/src) may too.
const API_WIRING = [
  'plugins/services.ts',
  'plugins/authentication.ts',
  'plugins/jobs.ts',
  'routes/index.ts',
];
const apiOutside = readdirSync(apiSrcOnDisk(''))
  .filter((entry) => entry !== 'domains')
  .flatMap((entry) =>
    API_WIRING.some((file) => file.startsWith(`${entry}/`))
      ? readdirSync(apiSrcOnDisk(entry)).map((child) => `${entry}/${child}`)
      : [entry],
  )
  .filter((entry) => !API_WIRING.includes(entry))
  .map((entry) => `${API_SRC}/${entry}`);

const apiLayerZones = apiDomains.flatMap((domain) => {
  const at = (part) => `${API_SRC}/domains/${domain}/${part}`;
  const routes = [at('routes'), at('http')];
  return [
    {
      target: routes,
      from: [at('repositories'), `${API_SRC}/db`],
      message:
        'Routes call services, never repositories or the database: the business rules and checks live in services, and a route that skips them skips the rules.',
    },
    {
      target: at('services'),
      from: routes,
      message:
        'Services must not import routes: HTTP depends on the rules, not the reverse, so the seed, jobs and tests can call a service without a request.',
    },
    {
      target: at('repositories'),
      from: [at('services'), ...routes],
      message:
        'Repositories only read and write rows (data or null): they must not import services or routes, or rules and HTTP leak into queries and import cycles follow.',
    },
    {
      target: [
        ...apiDomains
          .filter((other) => other !== domain)
          .map((other) => `${API_SRC}/domains/${other}`),
        ...apiOutside,
      ],
      from: `${API_SRC}/domains/${domain}`,
      except: ['./public.ts'],
      message: `Import the ${domain} domain through api/src/domains/${domain}/public.ts (type imports too): a domain's files are its own to change, and public.ts lists what others may rely on. Add the name there if another domain really needs it.`,
    },
  ];
});
// Beneath every domain: adapters, the database and route plumbing serve them all, so they must
// not depend on any one of them.
apiLayerZones.push({
  target: [`${API_SRC}/adapters`, `${API_SRC}/db`, `${API_SRC}/lib`, `${API_SRC}/http`],
  from: `${API_SRC}/domains`,
  message:
    'Adapters, db, lib and http sit beneath the domains: importing a domain from them ties every domain to that one and makes cycles. Pass what they need in as a parameter.',
});
apiLayerZones.push({
  target: `${API_SRC}/http`,
  from: `${API_SRC}/db`,
  message: 'Route plumbing must not touch the database: routes call services.',
});

// The flow inside an app is one way, app → features → components/lib → shared: the parts every
// feature builds on must not reach back into one, or that feature can no longer change or go alone
// and the shared part drags it into every screen that uses it.
const directionZones = APPS.map((app) => ({
  target: [`./${app}/src/components`, `./${app}/src/lib`],
  from: `./${app}/src/features`,
  message: `${app}: src/components and src/lib are what features build on and must not import a feature. Move what both need down into src/components, src/lib or shared.`,
}));

const otherApps = (self) =>
  APPS.filter((app) => app !== self).map((app) => ({
    group: [app, `${app}/*`, `**/${app}/**`],
    message: `${self} must not import ${app}: apps talk only through federation and the shared package, so each team can deploy alone.`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves workspace packages (shared/*) through their `exports` and the per-package tsconfigs.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': 'KEBAB_CASE' },
        {
          ignoreWords: ['__tests__', '.ci'],
          errorMessage:
            'Folder "{{ target }}" must be kebab-case, like the files: paths are URLs in api/src/domains/*/routes and case-insensitive file systems would otherwise break imports.',
        },
      ],
      // A cycle makes module order decide what is undefined at start-up, and federation splits
      // chunks along imports: a cycle across a remote's chunks fails only in production.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...featureZones, ...directionZones, ...apiLayerZones],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      // Type-aware rules read the same per-package tsconfigs as `npm run typecheck`.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits or catches loses its rejection: the user sees nothing and the
      // error reaches no handler. Fire-and-forget must say so (`void`, with the reason).
      // `void navigate(...)`: react-router's navigate returns a promise only under a data router,
      // settled when the next page renders; it does not reject, so there is nothing to handle.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test() and describe() return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
      // An async function where a void callback is expected (onClick, onSubmit, forEach) is the
      // same lost rejection, and a promise in a condition is always true.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['host/src/**/*.tsx', 'remote-*/src/**/*.tsx', 'shared/src/**/*.tsx'],
    rules: {
      // The browser's date input shows the browser's locale (11/25/2026 in an English browser)
      // and its own "today", not the company's day in São Paulo.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local)$/], JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value=/^(date|datetime-local)$/]",
          message:
            'Use DateInput from shared/ui-kit: a native date input shows the browser locale (mm/dd/yyyy in English) and its own time zone; dates here are dd/mm/aaaa in São Paulo.',
        },
      ],
    },
  },
  // Import boundaries (STYLE.md): app → shared, never app → app, never shared → app.
  ...APPS.map((app) => ({
    files: [`${app}/src/**`],
    rules: boundaries([
      ...otherApps(app),
      {
        group: ['**/shared/src/**', '../../shared/**'],
        message:
          'Import shared through its public entries (shared/api, shared/ui, …), not its files: that is what federation shares as one copy.',
      },
      {
        regex: '^api(/|$)|/api/src/',
        message:
          'Apps reach the API over HTTP through shared/api; shared/contracts holds the types both sides use.',
      },
    ]),
  })),
  {
    files: ['shared/src/**'],
    rules: boundaries([
      ...APPS.map((app) => ({
        group: [app, `${app}/*`, `**/${app}/**`],
        message: 'shared is used by every app and must not depend on any of them.',
      })),
      { regex: '^api(/|$)', message: 'shared must not depend on the API package.' },
    ]),
  },
  {
    // Issue 19: a unit past 400 lines is split along its seams. Tests, the generated list of
    // banks and the migrations (SQL, not linted) may be longer.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    ignores: [
      '**/__tests__/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'api/test/**',
      'e2e/tests/**',
      'shared/src/banks/participants.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['shared/src/contracts/**'],
    rules: boundaries([
      {
        group: ['react', 'react-*', '@chakra-ui/*', '@emotion/*', '*/ui', '*/theme'],
        message: 'contracts is imported by the API too: keep it free of React and UI.',
      },
    ]),
  },
);
