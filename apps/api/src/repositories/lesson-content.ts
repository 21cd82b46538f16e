import type { PartKind } from '@aula/contracts/lessons';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import { countries, lessonModules, lessonParts, lessons } from '../db/schema';
import { parseJson } from '../lib/json-column';
import { type ContentScope, moduleVisibleTo, type ScopeParams, scopePlaceholders } from './learner-lessons';
import { summaryColumns } from './lessons';

// Lesson content: a lesson, a part and the lessons an ally shows in a country, the same for every
// learner who may see them (services/content-cache.ts caches them).

export interface PartSummaryRow {
  id: number;
  title: string;
  kind: PartKind;
  duration_minutes: number;
  order: number;
}

/** A lesson as every learner sees it, with who may see it (ally, country scope, publication). */
export function lessonContentQuery(db: Database, lessonId: Param<number>) {
  return db
    .select({
      ...summaryColumns(),
      position: lessons.position,
      introduction: lessons.introduction,
      publishedAt: lessons.publishedAt,
      modulePublishedAt: lessonModules.publishedAt,
      allyId: lessonModules.allyId,
      countryCode: countries.code,
      parts: sql<PartSummaryRow[] | string>`coalesce((
          select json_agg(json_build_object(
            'id', ${lessonParts.id}, 'title', ${lessonParts.title}, 'kind', ${lessonParts.kind},
            'duration_minutes', ${lessonParts.durationMinutes}, 'order', ${lessonParts.position}
          ) order by ${lessonParts.position}, ${lessonParts.id})
          from ${lessonParts} where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null
        ), '[]'::json)`,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .leftJoin(countries, eq(lessonModules.countryId, countries.id))
    .where(eq(lessons.id, lessonId));
}

export async function loadLessonContent(db: Database, lessonId: number) {
  const statement = prepared(db, 'lesson_content', () =>
    lessonContentQuery(db, sql.placeholder('lessonId')).prepare('lesson_content'),
  );
  const [row] = await statement.execute({ lessonId });
  return row ? { ...row, parts: parseJson(row.parts) } : undefined;
}

export type LessonContent = NonNullable<Awaited<ReturnType<typeof loadLessonContent>>>;

/** The columns of a part as a learner reads it, with the lesson it belongs to. */
export const partColumns = () => ({
  id: lessonParts.id,
  lessonId: lessonParts.lessonId,
  title: lessonParts.title,
  kind: lessonParts.kind,
  content: lessonParts.content,
  contentHtml: lessonParts.contentHtml,
  mediaUrl: lessonParts.mediaUrl,
  captionsUrl: lessonParts.captionsUrl,
  durationMinutes: lessonParts.durationMinutes,
  mediaSeconds: lessonParts.mediaSeconds,
  order: lessonParts.position,
});

/**
 * A part as every learner reads it, with the lesson it belongs to; a check with its questions as
 * stored, right options included (services/knowledge-checks gives learners only what they may see).
 */
export async function loadPartContent(db: Database, partId: number) {
  const statement = prepared(db, 'part_content', () =>
    db
      .select({ ...partColumns(), checkDefinition: lessonParts.checkDefinition })
      .from(lessonParts)
      .where(and(eq(lessonParts.id, sql.placeholder('partId')), isNull(lessonParts.archivedAt)))
      .prepare('part_content'),
  );
  const [row] = await statement.execute({ partId });
  return row;
}

export type PartContent = NonNullable<Awaited<ReturnType<typeof loadPartContent>>>;

/** A lesson's parts as learners read them, in order, whether the lesson is published or not (a preview's). */
export async function loadLessonParts(db: Database, lessonId: number): Promise<PartContent[]> {
  return db
    .select({ ...partColumns(), checkDefinition: lessonParts.checkDefinition })
    .from(lessonParts)
    .where(and(eq(lessonParts.lessonId, lessonId), isNull(lessonParts.archivedAt)))
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}

/**
 * The lessons an ally shows in a country, drafts left out, scheduled ones included with their
 * date (a reader filters them by the clock, so they appear on time), each with its parts' ids:
 * a learner's progress is then their completed parts among these, counted without a query.
 */
export function scopeLessonsQuery(db: Database, scope: ScopeParams) {
  return db
    .select({
      ...summaryColumns(),
      position: lessons.position,
      modulePosition: lessonModules.position,
      publishedAt: lessons.publishedAt,
      partIds: sql<number[] | string>`coalesce((
          select json_agg(${lessonParts.id} order by ${lessonParts.id})
          from ${lessonParts} where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null
        ), '[]'::json)`,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(and(moduleVisibleTo(scope), isNotNull(lessons.publishedAt)))
    .orderBy(asc(lessonModules.position), asc(lessonModules.id), asc(lessons.position), asc(lessons.id));
}

export async function loadScopeLessons(db: Database, scope: ContentScope) {
  const statement = prepared(db, 'scope_lessons', () =>
    scopeLessonsQuery(db, scopePlaceholders).prepare('scope_lessons'),
  );
  const rows = await statement.execute({ ...scope });
  return rows.map((row) => ({ ...row, partIds: parseJson(row.partIds) }));
}

export type ScopeLesson = Awaited<ReturnType<typeof loadScopeLessons>>[number];
