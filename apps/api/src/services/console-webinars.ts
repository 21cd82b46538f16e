import type { ConsoleWebinar, consoleWebinarInput, WebinarCodeRow } from '@aula/contracts/console-rewards';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { webinarCodes, webinars } from '../db/schema';
import { editConflict } from '../lib/console-input';
import { notFound } from '../lib/http-error';
import { codePrefix, newRedeemCode } from '../lib/redeem-codes';
import type { ConsoleActor } from './console-posts';
import { recordChange } from './content-history';

type WebinarInput = z.output<typeof consoleWebinarInput>;
type WebinarRow = typeof webinars.$inferSelect;

function toConsoleWebinar(row: WebinarRow, codes: { total: number; used: number }): ConsoleWebinar {
  return {
    id: row.id,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    join_url: row.joinUrl,
    codes_total: codes.total,
    codes_used: codes.used,
    version: row.version,
  };
}

async function codeCounts(db: Database, webinarId: number) {
  const [row] = await db
    .select({ total: count(), used: count(webinarCodes.redeemedAt) })
    .from(webinarCodes)
    .where(eq(webinarCodes.webinarId, webinarId));
  return { total: row?.total ?? 0, used: row?.used ?? 0 };
}

/** The ally's webinars, soonest first, each with its codes counted. */
export async function listConsoleWebinars(db: Database, allyId: number): Promise<ConsoleWebinar[]> {
  const rows = await db
    .select({
      webinar: webinars,
      total: sql<number>`count(${webinarCodes.id})`.mapWith(Number),
      used: sql<number>`count(${webinarCodes.redeemedAt})`.mapWith(Number),
    })
    .from(webinars)
    .leftJoin(webinarCodes, eq(webinarCodes.webinarId, webinars.id))
    .where(eq(webinars.allyId, allyId))
    .groupBy(webinars.id)
    .orderBy(asc(webinars.startsAt), asc(webinars.id));
  return rows.map(({ webinar, total, used }) => toConsoleWebinar(webinar, { total, used }));
}

/** One of the ally's webinars; another ally's answers like a missing one. */
export async function findOwnWebinar(db: Database, allyId: number, id: number): Promise<WebinarRow> {
  const [row] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, id), eq(webinars.allyId, allyId)))
    .limit(1);
  if (!row) throw notFound('Webinar not found');
  return row;
}

function valuesOf(input: WebinarInput) {
  return {
    title: input.title,
    startsAt: new Date(input.starts_at),
    durationMinutes: input.duration_minutes,
    joinUrl: input.join_url,
  };
}

export async function createConsoleWebinar(db: Database, actor: ConsoleActor, input: WebinarInput) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webinars)
      .values({ allyId: actor.allyId, ...valuesOf(input) })
      .returning();
    if (!created) throw new Error('insert returned no webinar');
    await recordChange(tx, { ...actor, itemType: 'webinar', itemId: created.id, action: 'created', summary: {} });
    return toConsoleWebinar(created, { total: 0, used: 0 });
  });
}

export async function updateConsoleWebinar(
  db: Database,
  actor: ConsoleActor,
  id: number,
  input: WebinarInput & { version: number },
) {
  return db.transaction(async (tx) => {
    const before = await findOwnWebinar(tx, actor.allyId, id);
    const codes = await codeCounts(tx, id);
    if (before.version !== input.version) throw editConflict(toConsoleWebinar(before, codes));
    const values = valuesOf(input);
    const [after] = await tx
      .update(webinars)
      .set({ ...values, version: sql`${webinars.version} + 1` })
      .where(and(eq(webinars.id, id), eq(webinars.allyId, actor.allyId), eq(webinars.version, input.version)))
      .returning();
    if (!after) throw editConflict(toConsoleWebinar(await findOwnWebinar(tx, actor.allyId, id), codes));
    const fields = (['title', 'startsAt', 'durationMinutes', 'joinUrl'] as const)
      .filter((key) => String(before[key]) !== String(after[key]))
      .map(
        (key) =>
          ({ title: 'title', startsAt: 'starts_at', durationMinutes: 'duration_minutes', joinUrl: 'join_url' })[key],
      );
    await recordChange(tx, { ...actor, itemType: 'webinar', itemId: id, action: 'updated', summary: { fields } });
    return toConsoleWebinar(after, codes);
  });
}

function toCodeRow(row: typeof webinarCodes.$inferSelect): WebinarCodeRow {
  return {
    code: row.code,
    created_at: row.createdAt.toISOString(),
    assigned_at: row.assignedAt?.toISOString() ?? null,
    used: row.redeemedAt !== null,
    redeemed_at: row.redeemedAt?.toISOString() ?? null,
  };
}

/**
 * A webinar's codes, newest batch first; who was given or spent one is not shown (the learner's, not
 * the console's to list: the earners' list shows it to admins).
 */
export async function listWebinarCodes(db: Database, allyId: number, webinarId: number): Promise<WebinarCodeRow[]> {
  await findOwnWebinar(db, allyId, webinarId);
  const rows = await db
    .select()
    .from(webinarCodes)
    .where(eq(webinarCodes.webinarId, webinarId))
    .orderBy(desc(webinarCodes.createdAt), asc(webinarCodes.id));
  return rows.map(toCodeRow);
}

/** Draws that may collide with an existing code before a batch gives up (40 bits a code: never in practice). */
const MAX_ROUNDS = 5;

/**
 * A batch of `howMany` new codes. Codes are unique across every webinar (the redeem step looks a
 * code up alone), so a draw that meets an existing one is dropped by the unique index and drawn again.
 */
export async function generateWebinarCodes(
  db: Database,
  actor: ConsoleActor & { allyCode: string },
  webinarId: number,
  howMany: number,
): Promise<WebinarCodeRow[]> {
  return db.transaction(async (tx) => {
    await findOwnWebinar(tx, actor.allyId, webinarId);
    const prefix = codePrefix(actor.allyCode);
    const created: (typeof webinarCodes.$inferSelect)[] = [];
    for (let round = 0; created.length < howMany; round += 1) {
      if (round === MAX_ROUNDS) throw new Error('could not draw unique webinar codes');
      const draws = new Set<string>();
      while (draws.size < howMany - created.length) draws.add(newRedeemCode(prefix));
      const rows = await tx
        .insert(webinarCodes)
        .values([...draws].map((code) => ({ webinarId, code })))
        .onConflictDoNothing({ target: webinarCodes.code })
        .returning();
      created.push(...rows);
    }
    await recordChange(tx, {
      ...actor,
      itemType: 'webinar',
      itemId: webinarId,
      action: 'generated',
      summary: { count: howMany },
    });
    return created.map(toCodeRow);
  });
}

const EXPORT_PAGE = 500;

/** The webinar's codes page by page (by id), so an export of many thousands never sits in memory at once. */
export async function* webinarCodePages(db: Database, webinarId: number): AsyncGenerator<WebinarCodeRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(webinarCodes)
      .where(and(eq(webinarCodes.webinarId, webinarId), gt(webinarCodes.id, after)))
      .orderBy(asc(webinarCodes.id))
      .limit(EXPORT_PAGE);
    if (rows.length === 0) return;
    yield rows.map(toCodeRow);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < EXPORT_PAGE) return;
  }
}
