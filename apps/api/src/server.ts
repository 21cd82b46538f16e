import { allyPath, allyRoot } from '@aula/contracts/site-paths';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { BrandFolderError } from './db/seed/brand-allies';
import { limitHeapGrowth } from './lib/heap-growth';
import { listAllySites } from './repositories/allies';
import { scheduleCertificateSweep } from './services/certificates/sweep-schedule';
import { scheduleInsightRefresh } from './services/insight/refresh-runner';

// A stuck connection must not keep a stopping process alive forever.
const SHUTDOWN_GRACE_MS = 10_000;
// SIGTERM waits this long for the proxy to let go of its kept-alive connections (plugins/drain.ts):
// longer than nginx's upstream keepalive_timeout (scripts/lib/nginx-conf.mjs), within the grace.
const DRAIN_MS = 6_000;
// The pool's size (db/client.ts): connections opened before the process listens.
const WARM_CONNECTIONS = 10;

/** The allies' sites come from the database (seeded from brands/), so a new brand folder shows up here. */
function printWelcome(port: number, withDemo: boolean, sites: { allyCode: string; country: string }[]) {
  const lines = [`Aula is running at http://localhost:${port}`];
  const codes = new Set(sites.map((site) => site.allyCode));
  if (withDemo) {
    lines.push('', `Demo learners (password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}):`);
    for (const user of DEMO_USERS.filter((demo) => codes.has(demo.allyCode))) {
      lines.push(`  ${user.allyCode.padEnd(8)} ${user.email.padEnd(22)} ${user.phone}`);
    }
    lines.push(`Demo staff (sees /admin/): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
    const [teamSite] = sites.filter((site) => DEMO_TEAM.some((member) => member.allyCode === site.allyCode));
    if (teamSite) {
      const url = `http://localhost:${port}${allyPath(teamSite, 'console')}`;
      lines.push('', `Demo ally team (password ${DEMO_PASSWORD}), in the console, e.g. ${url}:`);
      for (const member of DEMO_TEAM.filter((demo) => codes.has(demo.allyCode))) {
        lines.push(`  ${member.allyCode.padEnd(8)} ${member.email.padEnd(22)} ${member.access}`);
      }
    }
  } else {
    lines.push('Demo seeding is off: with DATABASE_URL, set SEED_DEMO=true to add the demo learners.');
  }
  if (sites.length > 0) {
    lines.push('', `Open ${sites.map((site) => `http://localhost:${port}${allyRoot(site)}`).join(' or ')}`);
  }
  console.log(lines.join('\n'));
}

const config = loadConfigOrExit();
// Before the load: V8 alone lets the heap reach four times what it keeps (lib/heap-growth.ts).
limitHeapGrowth(config.nodeOptions);
const database = await openDatabase(config);
await database.migrate();

/** A broken brand.json stops the start with the file and field named, not a stack trace. */
async function seedOrExit(): Promise<boolean> {
  if (!config.seedDemo) return false;
  try {
    return await seedDemo(database.db, { brandsDir: config.brandsDir, insightDemo: true });
  } catch (error) {
    if (!(error instanceof BrandFolderError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
}
const seeded = await seedOrExit();

const app = await buildApp({ config, db: database.db, insightDb: database.insightDb });
// Shared (Redis) public answers may predate this start: a seed, a migration, a new release.
await app.invalidatePublic();
app.log.info(
  { driver: database.driver, seeded },
  seeded ? 'database migrated and demo content seeded' : 'database migrated',
);

// The console insight's rollups: rebuilt now (after the seed) and every INSIGHT_REFRESH_MINUTES;
// after each, the certificates learners earned but were not issued.
const stopInsightRefresh = scheduleInsightRefresh(app.insightRefresh, config.insightRefreshMinutes);
const stopCertificateSweep = scheduleCertificateSweep(app, config.insightRefreshMinutes);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  stopInsightRefresh();
  stopCertificateSweep();
  // A deploy (SIGTERM) stops taking connections and lets the proxy close its own; Ctrl-C (SIGINT,
  // someone at the terminal) does not wait for a browser's idle connection.
  if (signal === 'SIGTERM') await app.drain(DRAIN_MS);
  // Lets the requests in flight finish, writes the buffered views and closes Redis (plugins'
  // onClose hooks); then the pool.
  await app.close();
  // A request that ended after the views' own flush may have counted one more.
  await app.lessonViews.flush();
  await database.close();
  app.log.info({ signal }, 'stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

// A process started beside a running one (a rolling restart, scripts/cluster.mjs) gets its share
// of the traffic the moment it listens: its connections to PostgreSQL are opened now, not by
// 50 waiting requests at once (under load they waited past the pool's checkout limit: 503s).
await Promise.all(Array.from({ length: WARM_CONNECTIONS }, () => database.db.execute(sql`select 1`))).catch(
  (error: unknown) => app.log.warn({ err: error }, 'database warm-up failed; connections open on demand'),
);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
const address = app.server.address();
printWelcome(
  typeof address === 'object' && address ? address.port : config.port,
  config.seedDemo,
  await listAllySites(database.db),
);
