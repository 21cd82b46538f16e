// `pnpm --filter @aula/api db:seed`: migrates and seeds the configured database by hand, for a
// DATABASE_URL server that was started without SEED_DEMO=true.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './index';

const config = loadConfig();
// An offline tool: no request timeouts (a big insert may take longer than a request may).
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const seeded = await seedDemo(handle.db, { brandsDir: config.brandsDir });
  console.log(seeded ? 'Demo content seeded.' : 'The database already has content; nothing seeded.');
} finally {
  await handle.close();
}
