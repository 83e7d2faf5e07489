import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite of the app must load, from its first start: the migrations create
 * pg_trgm's indexes (0035), and a data folder holding them cannot write a movement without it.
 * Every `PGlite.create` passes these (the app, the tests' templates, the benches).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
