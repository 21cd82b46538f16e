import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import { countries, lessonModules, lessonParts, lessons } from '../db/schema';
import { parseJson } from '../lib/json-column';
import { summaryColumns } from './lessons';

// What every learner of a lesson reads, the same for all of them (services/content-cache.ts caches it).

export interface PartSummaryRow {
  id: number;
  title: string;
  kind: 'video' | 'reading' | 'download';
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
      allyId: lessonModules.allyId,
      countryCode: countries.code,
      parts: sql<PartSummaryRow[] | string>`coalesce((
          select json_agg(json_build_object(
            'id', ${lessonParts.id}, 'title', ${lessonParts.title}, 'kind', ${lessonParts.kind},
            'duration_minutes', ${lessonParts.durationMinutes}, 'order', ${lessonParts.position}
          ) order by ${lessonParts.position}, ${lessonParts.id})
          from ${lessonParts} where ${lessonParts.lessonId} = ${lessons.id}
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
  mediaUrl: lessonParts.mediaUrl,
  durationMinutes: lessonParts.durationMinutes,
  mediaSeconds: lessonParts.mediaSeconds,
  order: lessonParts.position,
});

/** A part as every learner reads it, with the lesson it belongs to. */
export async function loadPartContent(db: Database, partId: number) {
  const statement = prepared(db, 'part_content', () =>
    db
      .select(partColumns())
      .from(lessonParts)
      .where(eq(lessonParts.id, sql.placeholder('partId')))
      .prepare('part_content'),
  );
  const [row] = await statement.execute({ partId });
  return row;
}

export type PartContent = NonNullable<Awaited<ReturnType<typeof loadPartContent>>>;
