import type { ConsoleLanding, consoleLandingUpdate } from '@aula/contracts/console-landing';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { allies, landingPages } from '../db/schema';
import { editConflict } from '../lib/console-input';
import { notFound } from '../lib/http-error';
import type { ConsoleActor } from './console-posts';
import { recordChange } from './content-history';

type LandingRow = typeof landingPages.$inferSelect;
type LandingUpdate = z.output<typeof consoleLandingUpdate>;

function toConsoleLanding(row: LandingRow): ConsoleLanding {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    body: row.body,
    hero_image_url: row.heroImageUrl,
    call_to_action: row.callToAction,
    steps: row.steps ?? [],
    reviews: row.reviews ?? [],
    version: row.version,
  };
}

async function findLanding(db: Database, allyId: number): Promise<LandingRow | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.allyId, allyId)).limit(1);
  return row;
}

/**
 * The ally's landing; one without a row yet starts from its name (version 1, created by the first
 * save), so the editor is never a dead end.
 */
export async function getConsoleLanding(db: Database, allyId: number): Promise<ConsoleLanding> {
  const row = await findLanding(db, allyId);
  if (row) return toConsoleLanding(row);
  const [ally] = await db.select({ name: allies.name }).from(allies).where(eq(allies.id, allyId));
  if (!ally) throw notFound('No such ally');
  return {
    id: 0,
    title: ally.name,
    subtitle: '',
    body: '',
    hero_image_url: null,
    call_to_action: '',
    steps: [],
    reviews: [],
    version: 1,
  };
}

const FIELDS = [
  ['title', 'title'],
  ['subtitle', 'subtitle'],
  ['body', 'body'],
  ['hero_image_url', 'heroImageUrl'],
  ['call_to_action', 'callToAction'],
  ['steps', 'steps'],
  ['reviews', 'reviews'],
] as const;

/**
 * Saves the landing if nobody saved it since `version`; empty steps mean the product's own, empty
 * reviews mean none (kept as an empty list: the team's choice, which the demo seed leaves alone).
 */
export async function updateConsoleLanding(
  db: Database,
  actor: ConsoleActor,
  input: LandingUpdate,
): Promise<ConsoleLanding> {
  return db.transaction(async (tx) => {
    const before = await findLanding(tx, actor.allyId);
    const values = {
      title: input.title,
      subtitle: input.subtitle,
      body: input.body,
      heroImageUrl: input.hero_image_url,
      callToAction: input.call_to_action,
      steps: input.steps.length > 0 ? input.steps : null,
      reviews: input.reviews,
    };
    let after: LandingRow | undefined;
    if (!before) {
      if (input.version !== 1) throw editConflict(await getConsoleLanding(tx, actor.allyId));
      [after] = await tx
        .insert(landingPages)
        .values({ allyId: actor.allyId, ...values })
        .onConflictDoNothing()
        .returning();
    } else {
      if (before.version !== input.version) throw editConflict(toConsoleLanding(before));
      [after] = await tx
        .update(landingPages)
        .set({ ...values, version: sql`${landingPages.version} + 1` })
        .where(and(eq(landingPages.allyId, actor.allyId), eq(landingPages.version, input.version)))
        .returning();
    }
    if (!after) throw editConflict(await getConsoleLanding(tx, actor.allyId));
    const old = before ? toConsoleLanding(before) : undefined;
    const now = toConsoleLanding(after);
    const fields = FIELDS.filter(([name]) => JSON.stringify(old?.[name]) !== JSON.stringify(now[name])).map(
      ([name]) => name,
    );
    await recordChange(tx, {
      ...actor,
      itemType: 'landing',
      itemId: after.id,
      action: before ? 'updated' : 'created',
      summary: { fields },
    });
    return now;
  });
}
