import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaObjects } from '../db/schema';

/** The bytes of an ally's finished media (each upload's size as it arrived), for its quota. */
export async function allyMediaBytes(db: Database, allyId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${mediaObjects.size}), 0)` })
    .from(mediaObjects)
    .where(eq(mediaObjects.allyId, allyId));
  return Number(row?.bytes ?? 0);
}
