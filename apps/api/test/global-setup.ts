import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { defaultBrandsDir } from '../src/paths';
import { testDriver } from './helpers/driver';
import { createPostgresTemplates, dropPostgresTemplates } from './helpers/postgres-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: { migrated: string; seeded: string };
    /** The PostgreSQL pass's template databases, each file's database a copy of one. */
    postgresTemplates: { migrated: string; seeded: string };
  }
}

/**
 * Creating a PGlite database runs initdb (2-4 s on this machine); restoring a data-dir snapshot
 * takes well under one. So the real migrations and seed run once here, and every test file
 * starts from its own in-memory copy of the result. On PostgreSQL the same is done with template
 * databases: migrating and seeding a database there took 1.3-1.8 s a file, copying a template
 * a fraction of that.
 */
export default async function setup(project: TestProject) {
  if (testDriver === 'postgres') {
    const templates = await createPostgresTemplates();
    project.provide('postgresTemplates', templates);
    return () => dropPostgresTemplates(templates);
  }
  const dir = mkdtempSync(join(tmpdir(), 'aula-pglite-'));
  const client = new PGlite();
  const handle = await pgliteHandle(client);
  await handle.migrate();
  const migrated = join(dir, 'migrated.tar');
  writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemo(handle.db, { brandsDir: defaultBrandsDir });
  const seeded = join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshots', { migrated, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}
