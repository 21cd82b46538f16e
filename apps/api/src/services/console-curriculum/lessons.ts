import type {
  ConsoleLesson,
  ConsoleLessonDetail,
  ConsoleModuleDetail,
  lessonFields,
} from '@aula/contracts/console-curriculum';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { lessons } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { allyLesson, lessonPartsOf, moduleLessons } from '../../repositories/console-curriculum';
import { hasRecords, learnerRecordsIn } from '../../repositories/learner-records';
import { changedFields, recordChange } from '../content-history';
import { moduleDetail, requireModule } from './modules';
import { type Editor, editConflict, fieldRefused, hasLearnerRecords, learnerSiteFollows, sameItems } from './shared';

type Fields = z.output<typeof lessonFields>;

export async function requireLesson(db: Database, allyId: number, lessonId: number) {
  const lesson = await allyLesson(db, allyId, lessonId);
  if (!lesson) throw notFound('Lesson not found');
  return lesson;
}

export async function lessonDetail(db: Database, allyId: number, lessonId: number): Promise<ConsoleLessonDetail> {
  const lesson = await requireLesson(db, allyId, lessonId);
  return { ...lesson, parts: await lessonPartsOf(db, allyId, lessonId) };
}

const columnsOf = (fields: Fields) => ({
  title: fields.title,
  summary: fields.summary,
  introduction: fields.introduction,
  coverImageUrl: fields.cover_image_url,
  durationMinutes: fields.duration_minutes,
});

/** Without the lesson's module fields, the shape a save answers. */
const plain = ({ module: _module, ...lesson }: ConsoleLesson & { module?: unknown }): ConsoleLesson => lesson;

/** A new lesson is a draft at the end of its module. */
export async function createLesson(
  db: Database,
  editor: Editor,
  moduleId: number,
  fields: Fields,
): Promise<ConsoleLesson> {
  await requireModule(db, editor.allyId, moduleId);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lessons)
      .values({
        ...columnsOf(fields),
        moduleId,
        publishedAt: null,
        position: sql`(select coalesce(max(${lessons.position}), 0) + 1 from ${lessons} where ${lessons.moduleId} = ${moduleId})`,
      })
      .returning({ id: lessons.id });
    if (!created) throw new Error('lesson insert returned nothing');
    await recordChange(tx, {
      ...editor,
      itemType: 'lesson',
      itemId: created.id,
      action: 'created',
      summary: { title: fields.title },
    });
    return created.id;
  });
  return plain(await requireLesson(db, editor.allyId, id));
}

/** The lesson's row, if still at `version` and the ally's (its module is checked by the caller's read). */
async function bumpVersion(db: Database, lessonId: number, version: number, set: Partial<typeof lessons.$inferInsert>) {
  const rows = await db
    .update(lessons)
    .set({ ...set, version: sql`${lessons.version} + 1` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.version, version), isNull(lessons.archivedAt)))
    .returning({ id: lessons.id });
  return rows.length === 1;
}

export async function updateLesson(
  app: FastifyInstance,
  editor: Editor,
  lessonId: number,
  { version, ...fields }: Fields & { version: number },
): Promise<ConsoleLesson> {
  const before = await requireLesson(app.db, editor.allyId, lessonId);
  const saved = await app.db.transaction(async (tx) => {
    if (!(await bumpVersion(tx, lessonId, version, columnsOf(fields)))) return false;
    await recordChange(tx, {
      ...editor,
      itemType: 'lesson',
      itemId: lessonId,
      action: 'updated',
      summary: { fields: changedFields(before, fields) },
    });
    return true;
  });
  if (!saved) throw editConflict(plain(await requireLesson(app.db, editor.allyId, lessonId)));
  // An edit of a published lesson shows to learners at once.
  if (before.published_at !== null) await learnerSiteFollows(app);
  return plain(await requireLesson(app.db, editor.allyId, lessonId));
}

/** Publishing shows the lesson to learners at once (once its module is published too); unpublishing hides it at once. */
export async function publishLesson(
  app: FastifyInstance,
  editor: Editor,
  lessonId: number,
  { published, version }: { published: boolean; version: number },
): Promise<ConsoleLesson> {
  await requireLesson(app.db, editor.allyId, lessonId);
  const saved = await app.db.transaction(async (tx) => {
    if (!(await bumpVersion(tx, lessonId, version, { publishedAt: published ? new Date() : null }))) return false;
    await recordChange(tx, {
      ...editor,
      itemType: 'lesson',
      itemId: lessonId,
      action: published ? 'published' : 'unpublished',
      summary: {},
    });
    return true;
  });
  if (!saved) throw editConflict(plain(await requireLesson(app.db, editor.allyId, lessonId)));
  await learnerSiteFollows(app);
  return plain(await requireLesson(app.db, editor.allyId, lessonId));
}

/** Deletes a lesson; with learner records only when confirmed, and then archived so the records stay. */
export async function deleteLesson(app: FastifyInstance, editor: Editor, lessonId: number, confirm: boolean) {
  const lesson = await requireLesson(app.db, editor.allyId, lessonId);
  const records = await learnerRecordsIn(app.db, { lessonId });
  const archived = hasRecords(records);
  if (archived && !confirm) throw hasLearnerRecords(records);
  await app.db.transaction(async (tx) => {
    if (archived) {
      await tx
        .update(lessons)
        .set({ archivedAt: new Date(), publishedAt: null, version: sql`${lessons.version} + 1` })
        .where(eq(lessons.id, lessonId));
    } else await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await recordChange(tx, {
      ...editor,
      itemType: 'lesson',
      itemId: lessonId,
      action: archived ? 'archived' : 'deleted',
      summary: { title: lesson.title, archived, records },
    });
  });
  await learnerSiteFollows(app);
  return { archived };
}

export async function reorderLessons(
  app: FastifyInstance,
  editor: Editor,
  moduleId: number,
  ids: number[],
): Promise<ConsoleModuleDetail> {
  await requireModule(app.db, editor.allyId, moduleId);
  const current = await moduleLessons(app.db, editor.allyId, moduleId);
  if (
    !sameItems(
      current.map((lesson) => lesson.id),
      ids,
    )
  )
    throw fieldRefused('ids', "must list each of the module's lessons once");
  const before = new Map(current.map((lesson) => [lesson.id, lesson.order]));
  await app.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      if (before.get(id) === index + 1) continue;
      await tx
        .update(lessons)
        .set({ position: index + 1 })
        .where(and(eq(lessons.id, id), eq(lessons.moduleId, moduleId)));
      await recordChange(tx, {
        ...editor,
        itemType: 'lesson',
        itemId: id,
        action: 'reordered',
        summary: { order: index + 1 },
      });
    }
  });
  await learnerSiteFollows(app);
  return moduleDetail(app.db, editor.allyId, moduleId);
}
