/**
 * Build-time settings every app gets, as bundler `define` entries: the browser builds
 * (shared/federation) and remote-auth's prerender of its sign-in page, which must render the same
 * markup. `PUBLIC_API_URL` is the fixed API base host (SPEC.md §7); empty means the page's own
 * origin, which is how `npm start` serves everything.
 */
export const PUBLIC_ENV_DEFINE = {
  'process.env.PUBLIC_API_URL': JSON.stringify(process.env.PUBLIC_API_URL ?? ''),
  // Google sign-in is offered only where a client id is configured.
  'process.env.PUBLIC_GOOGLE_CLIENT_ID': JSON.stringify(process.env.PUBLIC_GOOGLE_CLIENT_ID ?? ''),
};
