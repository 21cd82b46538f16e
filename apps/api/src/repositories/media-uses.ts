import type { MediaUse } from '@aula/contracts/media';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { landingPages, lessonModules, lessonParts, lessons, posts } from '../db/schema';
import { type MediaRow, mediaUrlOf } from './media';

/** `%/media/<key>%` for the file and each stored size: a text holds a site address or a full one. */
function addressPatterns(row: MediaRow): string[] {
  const keys = [row.key, ...row.variants.map((variant) => variant.key)];
  return keys.map((key) => `%${mediaUrlOf(key).replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

function mentions(columns: (AnyPgColumn | SQL)[], patterns: string[]): SQL {
  const list = sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  );
  return sql`(${sql.join(
    columns.map((column) => sql`coalesce(${column}::text, '') like any (array[${list}])`),
    sql` or `,
  )})`;
}

/**
 * Where the ally's content (its own, not archived) uses a file: covers, parts' files and readings'
 * pictures, posts' covers and bodies, the landing's hero. Asked before a file is deleted.
 */
export async function mediaUsesOf(db: Database, allyId: number, row: MediaRow): Promise<MediaUse[]> {
  const patterns = addressPatterns(row);
  const [moduleRows, lessonRows, partRows, postRows, landingRows] = await Promise.all([
    db
      .select({ id: lessonModules.id, title: lessonModules.title })
      .from(lessonModules)
      .where(
        and(
          eq(lessonModules.allyId, allyId),
          isNull(lessonModules.archivedAt),
          mentions([lessonModules.coverImageUrl], patterns),
        ),
      ),
    db
      .select({ id: lessons.id, title: lessons.title })
      .from(lessons)
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .where(
        and(eq(lessonModules.allyId, allyId), isNull(lessons.archivedAt), mentions([lessons.coverImageUrl], patterns)),
      ),
    db
      .select({ id: lessonParts.id, title: lessonParts.title, lessonId: lessons.id, lessonTitle: lessons.title })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .where(
        and(
          eq(lessonModules.allyId, allyId),
          isNull(lessonParts.archivedAt),
          isNull(lessons.archivedAt),
          mentions([lessonParts.mediaUrl, lessonParts.captionsUrl, lessonParts.contentHtml], patterns),
        ),
      ),
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(
        and(
          eq(posts.allyId, allyId),
          isNull(posts.archivedAt),
          mentions([posts.coverImageUrl, posts.bodyHtml], patterns),
        ),
      ),
    db
      .select({ id: landingPages.id, title: landingPages.title })
      .from(landingPages)
      .where(and(eq(landingPages.allyId, allyId), mentions([landingPages.heroImageUrl], patterns))),
  ]);
  return [
    ...moduleRows.map((item) => ({ kind: 'module' as const, ...item })),
    ...lessonRows.map((item) => ({ kind: 'lesson' as const, ...item })),
    ...partRows.map(({ lessonId, lessonTitle, ...item }) => ({
      kind: 'part' as const,
      ...item,
      lesson: { id: lessonId, title: lessonTitle },
    })),
    ...postRows.map((item) => ({ kind: 'post' as const, ...item })),
    ...landingRows.map((item) => ({ kind: 'landing' as const, ...item })),
  ];
}
