import { count, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { businessTypes } from '../../schema';
import { SEED_LOCK_ID } from '../allies';
import { seedBlog } from './blog';
import { seedCatalogs } from './catalogs';
import { seedLearning } from './learning';

/** Everything beyond allies, lessons and the demo learners: reference lists, blog, achievements. */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await seedCatalogs(db);
  await seedBlog(db, now);
  await seedLearning(db, now);
}

/**
 * A database seeded before this content existed (an older `.data/`) gets it on the next start;
 * returns whether it seeded.
 */
export async function seedMissingContent(db: Database, now: Date): Promise<boolean> {
  const hasContent = async (tx: Database) => ((await tx.select({ n: count() }).from(businessTypes))[0]?.n ?? 0) > 0;
  if (await hasContent(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasContent(tx)) return false;
    await seedContent(tx, now);
    return true;
  });
}
