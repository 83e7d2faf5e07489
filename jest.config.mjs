// Front-end unit and component tests (jsdom): shared, host and the remotes. The API has its own
// node:test suite on a real database (api/test).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // Room for the longer waits of setup-dom.ts on a busy machine.
      testTimeout: 60_000,
      // https, so the token cookie's Secure flag is accepted as a browser would on the real site.
      testEnvironmentOptions: { url: 'https://app.fluxo.test/' },
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/host/src',
        '<rootDir>/remote-auth/src',
        '<rootDir>/remote-insights/src',
        '<rootDir>/remote-company/src',
        '<rootDir>/remote-movements/src',
      ],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '\\.node\\.test\\.tsx?$'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // Only d3 and internmap ship ESM-only code that jest must transform (RECIPES.md).
      transformIgnorePatterns: ['/node_modules/(?!(d3-[^/]+|internmap)/)'],
      setupFiles: ['<rootDir>/shared/src/testing/jest/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest/setup-dom.ts'],
      moduleNameMapper: {
        // Real remotes load only in a browser; unit tests render a stub per exposed module.
        '^(auth|insights|company|movements)/(.+)$':
          '<rootDir>/shared/src/testing/jest/remote-stub.tsx',
        'react-virtualized-auto-sizer': '<rootDir>/shared/src/testing/jest/auto-sizer-stub.cjs',
      },
    },
    {
      // What runs in Node at build time (the prerender step): no DOM, so Emotion renders <style>
      // tags as it does there.
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/src', '<rootDir>/host/src'],
      testMatch: ['**/__tests__/**/*.node.test.ts?(x)'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      setupFiles: ['<rootDir>/shared/src/testing/jest/setup-env.ts'],
    },
  ],
};
