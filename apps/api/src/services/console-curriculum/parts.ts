import type { ConsoleLessonDetail, ConsolePart, partFields } from '@aula/contracts/console-curriculum';
import { consoleCheck } from '@aula/contracts/knowledge-checks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { lessonParts } from '../../db/schema';
import { sanitizeHtml } from '../../lib/html';
import { notFound } from '../../lib/http-error';
import { allyPart, lessonPartsOf, type StoredCheck, storedCheckOf } from '../../repositories/console-curriculum';
import { hasRecords, learnerRecordsIn } from '../../repositories/learner-records';
import { changedFields, recordChange } from '../content-history';
import { numberCheck } from '../knowledge-checks/number-check';
import { lessonDetail, requireLesson } from './lessons';
import { type Editor, editConflict, fieldRefused, hasLearnerRecords, learnerSiteFollows, sameItems } from './shared';
import { partVideoSeconds } from './video-length';

type Fields = z.output<typeof partFields>;

export async function requirePart(db: Database, allyId: number, partId: number): Promise<ConsolePart> {
  const part = await allyPart(db, allyId, partId);
  if (!part) throw notFound('Part not found');
  return part;
}

/**
 * The stored columns of a part. A reading is sanitized with the player's rules (lib/html.ts) before
 * it is stored, and its words kept as plain text too: the time a reading takes is counted from them.
 * A check keeps only its questions (numbered, `checkDefinition`): no text, no file.
 */
function columnsOf(fields: Fields, checkDefinition: StoredCheck | null) {
  const html = fields.kind === 'reading' ? sanitizeHtml(fields.body_html) : null;
  const words =
    html === null
      ? ''
      : html
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
  if (html !== null && words === '' && !html.includes('<img')) {
    throw fieldRefused('body_html', 'has no text left once cleaned (scripts, styles and frames are removed)');
  }
  return {
    title: fields.title,
    kind: fields.kind,
    content: words,
    contentHtml: html,
    mediaUrl: fields.kind === 'reading' || fields.kind === 'check' ? null : fields.media_url,
    captionsUrl: fields.kind === 'video' ? fields.captions_url : null,
    durationMinutes: fields.duration_minutes,
    checkDefinition,
  };
}

/**
 * A check part's questions numbered against the stored ones (services/knowledge-checks); null for
 * the other kinds. A question may send the learner back to another part of the same lesson.
 */
async function checkOf(
  db: Database,
  allyId: number,
  lessonId: number,
  fields: Fields,
  saved?: { partId: number; stored: StoredCheck | null },
): Promise<StoredCheck | null> {
  if (fields.kind !== 'check' || fields.check === null) return null;
  const parts = await lessonPartsOf(db, allyId, lessonId);
  const reviewable = new Set(parts.map((part) => part.id).filter((id) => id !== saved?.partId));
  return numberCheck(fields.check, saved?.stored ?? null, reviewable);
}

/** The part's columns, with its video's length read from the file and a check numbered. */
async function partColumnsOf(
  db: Database,
  allyId: number,
  lessonId: number,
  fields: Fields,
  saved?: { partId: number; stored: StoredCheck | null },
) {
  const [check, mediaSeconds] = await Promise.all([
    checkOf(db, allyId, lessonId, fields, saved),
    partVideoSeconds(db, allyId, fields),
  ]);
  return { ...columnsOf(fields, check), mediaSeconds };
}

/** Whether learners see the lesson now, so a change to its parts must reach them at once. */
const lessonIsLive = (lesson: { published_at: string | null }) => lesson.published_at !== null;

export async function createPart(
  app: FastifyInstance,
  editor: Editor,
  lessonId: number,
  fields: Fields,
): Promise<ConsolePart> {
  const lesson = await requireLesson(app.db, editor.allyId, lessonId);
  const columns = await partColumnsOf(app.db, editor.allyId, lessonId, fields);
  const id = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lessonParts)
      .values({
        ...columns,
        lessonId,
        position: sql`(select coalesce(max(${lessonParts.position}), 0) + 1 from ${lessonParts} where ${lessonParts.lessonId} = ${lessonId})`,
      })
      .returning({ id: lessonParts.id });
    if (!created) throw new Error('part insert returned nothing');
    await recordChange(tx, {
      ...editor,
      itemType: 'part',
      itemId: created.id,
      action: 'created',
      summary: { title: fields.title, lesson_id: lessonId },
    });
    return created.id;
  });
  if (lessonIsLive(lesson)) await learnerSiteFollows(app);
  return requirePart(app.db, editor.allyId, id);
}

export async function updatePart(
  app: FastifyInstance,
  editor: Editor,
  partId: number,
  { version, ...fields }: Fields & { version: number },
): Promise<ConsolePart> {
  const before = await requirePart(app.db, editor.allyId, partId);
  const lesson = await requireLesson(app.db, editor.allyId, before.lesson_id);
  // Numbered against the check of the version the editor loaded: any other is a conflict anyway.
  const stored = await storedCheckOf(app.db, editor.allyId, partId);
  if (stored?.version !== version) throw editConflict(await requirePart(app.db, editor.allyId, partId));
  const columns = await partColumnsOf(app.db, editor.allyId, lesson.id, fields, { partId, stored: stored.definition });
  const saved = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(lessonParts)
      .set({ ...columns, version: sql`${lessonParts.version} + 1` })
      .where(and(eq(lessonParts.id, partId), eq(lessonParts.version, version), isNull(lessonParts.archivedAt)))
      .returning({ id: lessonParts.id });
    if (rows.length !== 1) return false;
    const after = {
      ...fields,
      body_html: columns.contentHtml ?? '',
      check: columns.checkDefinition && consoleCheck.parse(columns.checkDefinition),
    };
    await recordChange(tx, {
      ...editor,
      itemType: 'part',
      itemId: partId,
      action: 'updated',
      summary: { fields: changedFields(before, after) },
    });
    return true;
  });
  if (!saved) throw editConflict(await requirePart(app.db, editor.allyId, partId));
  if (lessonIsLive(lesson)) await learnerSiteFollows(app);
  return requirePart(app.db, editor.allyId, partId);
}

/** Deletes a part; one learners completed or opened only when confirmed, and then archived. */
export async function deletePart(app: FastifyInstance, editor: Editor, partId: number, confirm: boolean) {
  const part = await requirePart(app.db, editor.allyId, partId);
  const lesson = await requireLesson(app.db, editor.allyId, part.lesson_id);
  const records = await learnerRecordsIn(app.db, { partId });
  const archived = hasRecords(records);
  if (archived && !confirm) throw hasLearnerRecords(records);
  await app.db.transaction(async (tx) => {
    if (archived) {
      await tx
        .update(lessonParts)
        .set({ archivedAt: new Date(), version: sql`${lessonParts.version} + 1` })
        .where(eq(lessonParts.id, partId));
    } else await tx.delete(lessonParts).where(eq(lessonParts.id, partId));
    await recordChange(tx, {
      ...editor,
      itemType: 'part',
      itemId: partId,
      action: archived ? 'archived' : 'deleted',
      summary: { title: part.title, archived, records },
    });
  });
  if (lessonIsLive(lesson)) await learnerSiteFollows(app);
  return { archived };
}

export async function reorderParts(
  app: FastifyInstance,
  editor: Editor,
  lessonId: number,
  ids: number[],
): Promise<ConsoleLessonDetail> {
  const lesson = await requireLesson(app.db, editor.allyId, lessonId);
  const current = await lessonPartsOf(app.db, editor.allyId, lessonId);
  if (
    !sameItems(
      current.map((part) => part.id),
      ids,
    )
  )
    throw fieldRefused('ids', "must list each of the lesson's parts once");
  const before = new Map(current.map((part) => [part.id, part.order]));
  await app.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      if (before.get(id) === index + 1) continue;
      await tx
        .update(lessonParts)
        .set({ position: index + 1 })
        .where(and(eq(lessonParts.id, id), eq(lessonParts.lessonId, lessonId)));
      await recordChange(tx, {
        ...editor,
        itemType: 'part',
        itemId: id,
        action: 'reordered',
        summary: { order: index + 1 },
      });
    }
  });
  if (lessonIsLive(lesson)) await learnerSiteFollows(app);
  return lessonDetail(app.db, editor.allyId, lessonId);
}
