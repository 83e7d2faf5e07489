// One schema for PGlite and PostgreSQL 15: nothing newer than PostgreSQL 15 in here (RECIPES.md).
// Every table that holds company data carries `company_id` in its keys, so the schema can later be
// distributed by company (Citus). `users` is global: a person can belong to several companies.
//
// Every table, one file per domain under tables/; drizzle-kit (drizzle.config.ts) and the
// database client read this one module, so a table added to a domain's file must be exported here.
export * from './tables/identity';
export * from './tables/companies';
export * from './tables/setup';
export * from './tables/movements';
export * from './tables/movement-search';
export * from './tables/files';
export * from './tables/audit';
export * from './tables/imports';
export * from './tables/idempotency';
export * from './tables/cobranca';
export * from './tables/reminders';
export * from './tables/digest';
export * from './tables/fiscal';
export * from './tables/suggestions';
export * from './tables/planning';
