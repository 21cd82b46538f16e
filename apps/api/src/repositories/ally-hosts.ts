import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies } from '../db/schema';

export interface AllyHostRow {
  allyCode: string;
  host: string;
}

/** Every ally's own host: few rows, read whole by each process (plugins/ally-hosts.ts). */
export async function listAllyHosts(db: Database): Promise<AllyHostRow[]> {
  return db
    .select({ allyCode: allies.code, host: allies.host })
    .from(allies)
    .where(isNotNull(allies.host))
    .then((rows) => rows.flatMap(({ allyCode, host }) => (host ? [{ allyCode, host }] : [])));
}

/** The ally's own host and when it was set (both null without one). */
export async function allyHostOf(db: Database, allyId: number): Promise<{ host: string | null; addedAt: Date | null }> {
  const [row] = await db
    .select({ host: allies.host, addedAt: allies.hostAddedAt })
    .from(allies)
    .where(eq(allies.id, allyId));
  return row ?? { host: null, addedAt: null };
}

/** Names the ally's host (null removes it); a host another ally has is a unique violation. */
export async function writeAllyHost(db: Database, allyId: number, host: string | null, now: Date): Promise<void> {
  await db
    .update(allies)
    .set({ host, hostAddedAt: host ? now : null })
    .where(eq(allies.id, allyId));
}
