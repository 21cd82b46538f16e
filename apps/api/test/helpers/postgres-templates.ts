import { randomBytes } from 'node:crypto';
import { openPostgres } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { defaultBrandsDir } from '../../src/paths';
import { onTestServer, serverUrlWith } from './postgres-admin';

export interface PostgresTemplates {
  migrated: string;
  seeded: string;
}

/** A database of the server made by the real migrations (and the demo seed when `seed`), then closed. */
async function templateDatabase(name: string, seed: boolean): Promise<void> {
  await onTestServer(`create database ${name}`);
  const handle = await openPostgres(serverUrlWith({ database: name }), { poolSize: 2 });
  try {
    await handle.migrate();
    if (seed) await seedDemo(handle.db, { brandsDir: defaultBrandsDir });
  } finally {
    // A template must have no connection open while it is copied.
    await handle.close();
  }
}

/** The run's two templates, named apart from other runs on the same server. */
export async function createPostgresTemplates(): Promise<PostgresTemplates> {
  const run = randomBytes(4).toString('hex');
  const templates = { migrated: `aula_tpl_${run}_migrated`, seeded: `aula_tpl_${run}_seeded` };
  await templateDatabase(templates.migrated, false);
  await templateDatabase(templates.seeded, true);
  return templates;
}

export async function dropPostgresTemplates(templates: PostgresTemplates): Promise<void> {
  for (const name of [templates.migrated, templates.seeded]) {
    await onTestServer(`drop database if exists ${name} with (force)`);
  }
}
