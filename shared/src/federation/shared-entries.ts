/**
 * The `shared` package's browser entries, by how the apps get them. Singletons hold state or React
 * context and must be one instance for all apps: the API slice and its client, the session store,
 * the theme's and the UI's contexts and toaster. The stateless ones (contracts, formatters, the
 * remotes' routes) are bundled by each app, tree-shaken: a shared module is its whole barrel, and
 * the dashboard's remote evaluated every zod schema of every area for one `emptyFilter` (about
 * 150 ms of a phone's main thread at first visit).
 */
export const SHARED_SINGLETONS = ['api', 'session', 'theme', 'ui', 'ui-kit', 'standalone'] as const;
export const BUNDLED_PER_APP = ['contracts', 'format', 'banks', 'forms', 'remotes'] as const;
/** Used at build or in tests only, never by a browser. */
export const BUILD_TIME = ['federation', 'prerender', 'testing'] as const;
