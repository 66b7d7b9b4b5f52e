import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the SQL migrations that both PGlite and PostgreSQL run. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
