import { defineConfig } from 'drizzle-kit';

// Only `db:generate` uses this: migrations are SQL files committed in ./drizzle and applied by the
// server on start (src/db/client.ts), so no credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: './.data/drizzle-kit' },
});
