import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from changes to the schema. Migrations run on both PGlite and
// PostgreSQL at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/',
  out: './src/server/db/migrations',
});
