import type {
  ConsoleLesson,
  ConsoleLessonDetail,
  ConsoleModule,
  ConsolePart,
} from '@aula/contracts/console-curriculum';
import { type ConsoleCheck, consoleCheck } from '@aula/contracts/knowledge-checks';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, lessonModules, lessonParts, lessons, moduleBusinessTypes } from '../db/schema';
import { textToHtml } from '../lib/html';

// The console's reads of an ally's curriculum, drafts included, archived items left out. Every
// query names the ally: an id of another ally's item finds nothing, like an unknown id.

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function moduleQuery(db: Database, where: SQL | undefined) {
  const lessonCount = sql<number>`(select count(*) from ${lessons}
    where ${lessons.moduleId} = ${lessonModules.id} and ${lessons.archivedAt} is null)`.mapWith(Number);
  const publishedCount = sql<number>`(select count(*) from ${lessons}
    where ${lessons.moduleId} = ${lessonModules.id} and ${lessons.archivedAt} is null
    and ${lessons.publishedAt} is not null)`.mapWith(Number);
  const businessTypeIds = sql<number[] | string>`coalesce((
    select json_agg(${moduleBusinessTypes.businessTypeId} order by ${moduleBusinessTypes.businessTypeId})
    from ${moduleBusinessTypes} where ${moduleBusinessTypes.moduleId} = ${lessonModules.id}), '[]'::json)`;
  return db
    .select({
      id: lessonModules.id,
      title: lessonModules.title,
      description: lessonModules.description,
      coverImageUrl: lessonModules.coverImageUrl,
      country: countries.code,
      businessTypeIds,
      certifying: lessonModules.certifying,
      chatLearning: lessonModules.chatLearning,
      order: lessonModules.position,
      publishedAt: lessonModules.publishedAt,
      version: lessonModules.version,
      lessonCount,
      publishedCount,
      updatedAt: lessonModules.updatedAt,
    })
    .from(lessonModules)
    .leftJoin(countries, eq(lessonModules.countryId, countries.id))
    .where(and(isNull(lessonModules.archivedAt), where))
    .orderBy(asc(lessonModules.position), asc(lessonModules.id));
}

type ModuleRow = Awaited<ReturnType<typeof moduleQuery>>[number];

function toConsoleModule(row: ModuleRow): ConsoleModule {
  const ids = typeof row.businessTypeIds === 'string' ? JSON.parse(row.businessTypeIds) : row.businessTypeIds;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_image_url: row.coverImageUrl,
    country: row.country,
    business_type_ids: ids,
    certifying: row.certifying,
    chat_learning: row.chatLearning,
    order: row.order,
    published_at: iso(row.publishedAt),
    version: row.version,
    lesson_count: row.lessonCount,
    published_lesson_count: row.publishedCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function allyModules(db: Database, allyId: number): Promise<ConsoleModule[]> {
  return (await moduleQuery(db, eq(lessonModules.allyId, allyId))).map(toConsoleModule);
}

export async function allyModule(db: Database, allyId: number, moduleId: number): Promise<ConsoleModule | undefined> {
  const [row] = await moduleQuery(db, and(eq(lessonModules.allyId, allyId), eq(lessonModules.id, moduleId)));
  return row && toConsoleModule(row);
}

/** Lessons with their module's ally, so one query both finds and scopes them. */
function lessonQuery(db: Database, allyId: number, where: SQL) {
  const partCount = sql<number>`(select count(*) from ${lessonParts}
    where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null)`.mapWith(Number);
  return db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      moduleTitle: lessonModules.title,
      modulePublishedAt: lessonModules.publishedAt,
      title: lessons.title,
      summary: lessons.summary,
      introduction: lessons.introduction,
      coverImageUrl: lessons.coverImageUrl,
      durationMinutes: lessons.durationMinutes,
      order: lessons.position,
      publishedAt: lessons.publishedAt,
      version: lessons.version,
      partCount,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(and(eq(lessonModules.allyId, allyId), isNull(lessonModules.archivedAt), isNull(lessons.archivedAt), where))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

type LessonRow = Awaited<ReturnType<typeof lessonQuery>>[number];

function toConsoleLesson(row: LessonRow): ConsoleLesson {
  return {
    id: row.id,
    module_id: row.moduleId,
    title: row.title,
    summary: row.summary,
    introduction: row.introduction,
    cover_image_url: row.coverImageUrl,
    duration_minutes: row.durationMinutes,
    order: row.order,
    published_at: iso(row.publishedAt),
    version: row.version,
    part_count: row.partCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function moduleLessons(db: Database, allyId: number, moduleId: number): Promise<ConsoleLesson[]> {
  return (await lessonQuery(db, allyId, eq(lessons.moduleId, moduleId))).map(toConsoleLesson);
}

export async function allyLesson(
  db: Database,
  allyId: number,
  lessonId: number,
): Promise<(ConsoleLesson & { module: ConsoleLessonDetail['module'] }) | undefined> {
  const [row] = await lessonQuery(db, allyId, eq(lessons.id, lessonId));
  return (
    row && {
      ...toConsoleLesson(row),
      module: { id: row.moduleId, title: row.moduleTitle, published: row.modulePublishedAt !== null },
    }
  );
}

/** Parts joined up to their module, for the ally's scope. */
function partQuery(db: Database, allyId: number, where: SQL) {
  return db
    .select({
      id: lessonParts.id,
      lessonId: lessonParts.lessonId,
      title: lessonParts.title,
      kind: lessonParts.kind,
      content: lessonParts.content,
      contentHtml: lessonParts.contentHtml,
      mediaUrl: lessonParts.mediaUrl,
      captionsUrl: lessonParts.captionsUrl,
      durationMinutes: lessonParts.durationMinutes,
      checkDefinition: lessonParts.checkDefinition,
      order: lessonParts.position,
      version: lessonParts.version,
      updatedAt: lessonParts.updatedAt,
    })
    .from(lessonParts)
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(
      and(
        eq(lessonModules.allyId, allyId),
        isNull(lessonModules.archivedAt),
        isNull(lessons.archivedAt),
        isNull(lessonParts.archivedAt),
        where,
      ),
    )
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}

type PartRow = Awaited<ReturnType<typeof partQuery>>[number];

function toConsolePart(row: PartRow): ConsolePart {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    title: row.title,
    kind: row.kind,
    // The seed's readings are plain text: the editor is given them as paragraphs to go on from.
    body_html: row.contentHtml ?? (row.kind === 'reading' ? textToHtml(row.content) : ''),
    media_url: row.mediaUrl,
    captions_url: row.captionsUrl,
    duration_minutes: row.durationMinutes,
    // Parsed, so its keys come in the contract's order whatever order the database keeps them in
    // (a save's history compares it with what was sent), leaving out the stored `last_id`.
    check: row.kind === 'check' && row.checkDefinition !== null ? consoleCheck.parse(row.checkDefinition) : null,
    order: row.order,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function lessonPartsOf(db: Database, allyId: number, lessonId: number): Promise<ConsolePart[]> {
  return (await partQuery(db, allyId, eq(lessonParts.lessonId, lessonId))).map(toConsolePart);
}

export async function allyPart(db: Database, allyId: number, partId: number): Promise<ConsolePart | undefined> {
  const [row] = await partQuery(db, allyId, eq(lessonParts.id, partId));
  return row && toConsolePart(row);
}

/**
 * A check as stored: the console's form plus `last_id`, the highest number it ever gave a question
 * or an option, so that one deleted is never numbered again (past tries still name it).
 */
export type StoredCheck = ConsoleCheck & { last_id?: number };

/** A part's stored check (null for the other kinds) with the version it belongs to. */
export async function storedCheckOf(db: Database, allyId: number, partId: number) {
  const [row] = await db
    .select({ version: lessonParts.version, definition: lessonParts.checkDefinition })
    .from(lessonParts)
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(and(eq(lessonParts.id, partId), eq(lessonModules.allyId, allyId)));
  return row && { version: row.version, definition: row.definition as StoredCheck | null };
}
