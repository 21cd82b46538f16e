import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businessProfileImprovements, businessProfiles, personalProfiles, users } from '../db/schema';
import { NAMED_LISTS, type NamedList } from './reference-lists';

export async function findPersonal(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, profile: personalProfiles })
    .from(users)
    .leftJoin(personalProfiles, eq(personalProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function upsertPersonal(db: Database, values: typeof personalProfiles.$inferInsert) {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(personalProfiles)
    .values(values)
    .onConflictDoUpdate({ target: personalProfiles.userId, set: changes });
}

export async function setEmail(db: Database, userId: number, email: string | null) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

export async function findBusiness(db: Database, userId: number) {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
  const improvements = await db
    .select({ id: businessProfileImprovements.improvementId })
    .from(businessProfileImprovements)
    .where(eq(businessProfileImprovements.userId, userId))
    .orderBy(businessProfileImprovements.improvementId);
  return { row, improvementIds: improvements.map((item) => item.id) };
}

export async function upsertBusiness(db: Database, values: typeof businessProfiles.$inferInsert) {
  const { userId: _userId, ...changes } = values;
  if (Object.keys(changes).length === 0) {
    await db.insert(businessProfiles).values(values).onConflictDoNothing();
    return;
  }
  await db
    .insert(businessProfiles)
    .values(values)
    .onConflictDoUpdate({ target: businessProfiles.userId, set: changes });
}

export async function replaceImprovements(db: Database, userId: number, ids: number[]) {
  await db.delete(businessProfileImprovements).where(eq(businessProfileImprovements.userId, userId));
  if (ids.length) {
    await db
      .insert(businessProfileImprovements)
      .values([...new Set(ids)].map((improvementId) => ({ userId, improvementId })));
  }
}

/** The ids among `ids` that do not exist in the list, so a bad reference is a 400 rather than a 500. */
export async function missingIds(db: Database, list: NamedList, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = NAMED_LISTS[list];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
