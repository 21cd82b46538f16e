// `node apps/api/dist/migrate.js` (from source: `pnpm --filter @aula/api db:migrate`): the
// migrations as a step of their own, run once before a deployment's processes start
// (`npm run cluster`, the Dockerfile's compose service). With SEED_DEMO it seeds the demo content
// too, here and not in N processes at once. The migration holds PostgreSQL's advisory lock
// (db/client.ts): a process that starts meanwhile waits for it, then finds nothing left to do.
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { BrandFolderError } from './db/seed/brand-allies';

const config = loadConfigOrExit();
const started = Date.now();
// An offline step: no request timeouts (a long migration, or a wait for another's lock, may take longer).
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const seeded = config.seedDemo ? await seedDemo(handle.db, { brandsDir: config.brandsDir }) : false;
  const what = seeded ? 'migrated and demo content seeded' : 'migrated';
  console.log(`[aula migrate] ${handle.driver} database ${what} in ${Date.now() - started} ms`);
} catch (error) {
  if (!(error instanceof BrandFolderError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
