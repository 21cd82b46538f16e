import type { ConsoleAchievement, consoleAchievementInput } from '@aula/contracts/console-rewards';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { achievements, lessonModules, webinars } from '../db/schema';
import { editConflict, fieldRefused } from '../lib/console-input';
import { notFound } from '../lib/http-error';
import type { ConsoleActor } from './console-posts';
import { recordChange } from './content-history';

type AchievementInput = z.output<typeof consoleAchievementInput>;
type Row = { achievement: typeof achievements.$inferSelect; moduleTitle: string };

function toConsoleAchievement({ achievement: a, moduleTitle }: Row): ConsoleAchievement {
  return {
    id: a.id,
    module_id: a.moduleId,
    module_title: moduleTitle,
    title: a.title,
    description: a.description,
    prize_kind: a.prizeKind,
    prize_title: a.prizeTitle,
    prize_description: a.prizeDescription,
    webinar_id: a.webinarId,
    position: a.position,
    version: a.version,
  };
}

const rowColumns = { achievement: achievements, moduleTitle: lessonModules.title };

export async function listConsoleAchievements(db: Database, allyId: number) {
  const rows = await db
    .select(rowColumns)
    .from(achievements)
    .innerJoin(lessonModules, eq(achievements.moduleId, lessonModules.id))
    .where(eq(achievements.allyId, allyId))
    .orderBy(asc(achievements.position), asc(achievements.id));
  const modules = await db
    .select({ id: lessonModules.id, title: lessonModules.title })
    .from(lessonModules)
    .where(eq(lessonModules.allyId, allyId))
    .orderBy(asc(lessonModules.id));
  return { results: rows.map(toConsoleAchievement), modules };
}

async function findOwn(db: Database, allyId: number, id: number): Promise<Row> {
  const [row] = await db
    .select(rowColumns)
    .from(achievements)
    .innerJoin(lessonModules, eq(achievements.moduleId, lessonModules.id))
    .where(and(eq(achievements.id, id), eq(achievements.allyId, allyId)))
    .limit(1);
  if (!row) throw notFound('Achievement not found');
  return row;
}

/** The module and the webinar an achievement names must be the ally's own (another's is refused like an unknown one). */
async function checkReferences(db: Database, allyId: number, input: AchievementInput): Promise<string> {
  const [module] = await db
    .select({ title: lessonModules.title })
    .from(lessonModules)
    .where(and(eq(lessonModules.id, input.module_id), eq(lessonModules.allyId, allyId)));
  if (!module) throw fieldRefused('module_id', 'is not a module of this ally');
  if (input.webinar_id !== null) {
    const [webinar] = await db
      .select({ id: webinars.id })
      .from(webinars)
      .where(and(eq(webinars.id, input.webinar_id), eq(webinars.allyId, allyId)));
    if (!webinar) throw fieldRefused('webinar_id', 'is not a webinar of this ally');
  }
  return module.title;
}

function valuesOf(input: AchievementInput) {
  return {
    moduleId: input.module_id,
    title: input.title,
    description: input.description,
    prizeKind: input.prize_kind,
    prizeTitle: input.prize_title,
    prizeDescription: input.prize_description,
    // Only a webinar prize opens a webinar.
    webinarId: input.prize_kind === 'webinar' ? input.webinar_id : null,
    position: input.position,
  };
}

export async function createConsoleAchievement(db: Database, actor: ConsoleActor, input: AchievementInput) {
  return db.transaction(async (tx) => {
    const moduleTitle = await checkReferences(tx, actor.allyId, input);
    const [created] = await tx
      .insert(achievements)
      .values({ allyId: actor.allyId, ...valuesOf(input) })
      .returning();
    if (!created) throw new Error('insert returned no achievement');
    await recordChange(tx, { ...actor, itemType: 'achievement', itemId: created.id, action: 'created', summary: {} });
    return toConsoleAchievement({ achievement: created, moduleTitle });
  });
}

export async function updateConsoleAchievement(
  db: Database,
  actor: ConsoleActor,
  id: number,
  input: AchievementInput & { version: number },
) {
  return db.transaction(async (tx) => {
    const before = await findOwn(tx, actor.allyId, id);
    if (before.achievement.version !== input.version) throw editConflict(toConsoleAchievement(before));
    const moduleTitle = await checkReferences(tx, actor.allyId, input);
    const values = valuesOf(input);
    const [after] = await tx
      .update(achievements)
      .set({ ...values, version: sql`${achievements.version} + 1` })
      .where(
        and(eq(achievements.id, id), eq(achievements.allyId, actor.allyId), eq(achievements.version, input.version)),
      )
      .returning();
    if (!after) throw editConflict(toConsoleAchievement(await findOwn(tx, actor.allyId, id)));
    const fields = Object.keys(values).filter(
      (key) => before.achievement[key as keyof typeof values] !== after[key as keyof typeof values],
    );
    await recordChange(tx, { ...actor, itemType: 'achievement', itemId: id, action: 'updated', summary: { fields } });
    return toConsoleAchievement({ achievement: after, moduleTitle });
  });
}
