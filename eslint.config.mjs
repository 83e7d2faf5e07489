import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-auth', 'remote-insights', 'remote-company', 'remote-movements'];

/** Forbid importing the named packages/paths, saying why. */
const boundaries = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

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
    plugins: { 'check-file': checkFile },
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
    files: ['shared/src/contracts/**'],
    rules: boundaries([
      {
        group: ['react', 'react-*', '@chakra-ui/*', '@emotion/*', '*/ui', '*/theme'],
        message: 'contracts is imported by the API too: keep it free of React and UI.',
      },
    ]),
  },
);
