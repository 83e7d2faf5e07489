import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations into api/drizzle/; the API applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
