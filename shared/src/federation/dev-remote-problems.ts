// Browser code, bundled only into a remote's dev server.

/**
 * What the dev remote's runtime plugin found wrong with the page it was loaded into (an export
 * the host's tree-shaken Chakra lacks, say). One module, so the runtime plugin (in the remote's
 * entry) and the exposed pages' wrapper (in their chunks) see the same list: the wrapper shows
 * it in the page's area, where the developer is looking, instead of a page that breaks later.
 */
export const devRemoteProblems: string[] = [];
