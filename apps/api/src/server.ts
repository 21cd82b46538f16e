import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_STAFF, DEMO_USERS } from './db/seed/demo-users';

// A stuck connection must not keep a stopping process alive forever.
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function printWelcome(port: number, withDemo: boolean) {
  const lines = [`Aula is running at http://localhost:${port}`];
  if (withDemo) {
    lines.push('', `Demo learners (password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}):`);
    for (const user of DEMO_USERS) lines.push(`  ${user.allyCode.padEnd(8)} ${user.email.padEnd(22)} ${user.phone}`);
    lines.push(`Demo staff (sees /admin/): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
    lines.push('', `Open http://localhost:${port}/mx/impulsa or http://localhost:${port}/mx/crecer`);
  } else {
    lines.push('Demo seeding is off: with DATABASE_URL, set SEED_DEMO=true to add the demo learners.');
  }
  console.log(lines.join('\n'));
}

const config = loadConfigOrExit();
const database = await openDatabase(config);
await database.migrate();
const seeded = config.seedDemo ? await seedDemo(database.db) : false;

const app = await buildApp({ config, db: database.db });
app.log.info(
  { driver: database.driver, seeded },
  seeded ? 'database migrated and demo content seeded' : 'database migrated',
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
const address = app.server.address();
printWelcome(typeof address === 'object' && address ? address.port : config.port, config.seedDemo);
