import module from 'node:module';

// The API's entry. Node 22.1+ keeps V8's compiled code of the modules it loads (in os.tmpdir(),
// or where NODE_COMPILE_CACHE says), so a restart reads that code instead of compiling it again.
// The cache covers only modules loaded after this call, and an ES module's static imports load
// before its body runs: so this file imports nothing else statically, and the server (the config,
// the logger, the database client and, through them, zod's chunk) comes in by the import below.
// Node 20 has no such cache.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

await import('./start');
