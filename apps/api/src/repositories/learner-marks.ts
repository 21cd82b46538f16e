import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import {
  countries,
  lessonFavorites,
  lessonModules,
  lessonParts,
  lessonRatings,
  lessons,
  partCompletions,
} from '../db/schema';
import { summaryColumns } from './lessons';

export interface PartSummaryRow {
  id: number;
  title: string;
  kind: 'video' | 'reading' | 'download';
  duration_minutes: number;
  order: number;
}

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

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

/** A learner's own marks, in one statement: favourite lessons, ratings, completed parts. */
export function learnerMarksQuery(db: Database, user: Param<number>) {
  return db
    .select({
      favorites: sql<
        number[] | string
      >`coalesce((select json_agg(${lessonFavorites.lessonId}) from ${lessonFavorites} where ${lessonFavorites.userId} = ${user}), '[]'::json)`,
      ratings: sql<
        [number, number][] | string
      >`coalesce((select json_agg(json_build_array(${lessonRatings.lessonId}, ${lessonRatings.rating})) from ${lessonRatings} where ${lessonRatings.userId} = ${user}), '[]'::json)`,
      completed: sql<
        number[] | string
      >`coalesce((select json_agg(${partCompletions.partId}) from ${partCompletions} where ${partCompletions.userId} = ${user}), '[]'::json)`,
    })
    .from(sql`(select 1) as one`);
}

export async function loadLearnerMarks(db: Database, userId: number) {
  const statement = prepared(db, 'learner_marks', () =>
    learnerMarksQuery(db, sql.placeholder('userId')).prepare('learner_marks'),
  );
  const [row] = await statement.execute({ userId });
  return {
    favorites: new Set(parseJson(row?.favorites ?? [])),
    ratings: new Map(parseJson(row?.ratings ?? [])),
    completed: new Set(parseJson(row?.completed ?? [])),
  };
}

export type LearnerMarks = Awaited<ReturnType<typeof loadLearnerMarks>>;

/** Averages are shown with two decimals. */
export const roundAverage = (average: number) => Math.round(average * 100) / 100;

/** A lesson's average rating (2 decimals) and how many learners rated it. */
export const ratingStatsQuery = (db: Database, lessonId: Param<number>) =>
  db
    .select({ average: sql<string | null>`avg(${lessonRatings.rating})`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(lessonRatings)
    .where(eq(lessonRatings.lessonId, lessonId));

export async function loadRatingStats(db: Database, lessonId: number) {
  const statement = prepared(db, 'rating_stats', () =>
    ratingStatsQuery(db, sql.placeholder('lessonId')).prepare('rating_stats'),
  );
  const [row] = await statement.execute({ lessonId });
  const count = row?.count ?? 0;
  return { average: count > 0 ? roundAverage(Number(row?.average)) : null, count };
}

export type RatingStats = Awaited<ReturnType<typeof loadRatingStats>>;

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
