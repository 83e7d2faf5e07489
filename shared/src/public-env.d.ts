// Browser code has no Node `process`: Rsbuild replaces these expressions at build time
// (`source.define` in shared/federation) and jest sets them in setup-env.ts. Only these exist.
declare const process: {
  env: { PUBLIC_API_URL?: string; PUBLIC_GOOGLE_CLIENT_ID?: string };
};
