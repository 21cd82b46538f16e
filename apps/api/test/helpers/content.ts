import { rightOptionsOf } from '@aula/demo-content/checks';
import { DEMO_STAFF } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { achievements, allies, countries, lessonModules, lessonParts, lessons, users } from '../../src/db/schema';
import { newToken, sha256Hex } from '../../src/lib/secrets';
import { insertToken } from '../../src/repositories/users';
import type { TestApp } from './app';

// Seeded content is addressed by its Spanish title so tests read like the screens.

export async function lessonId(db: Database, title: string): Promise<number> {
  const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.title, title));
  if (!row) throw new Error(`no lesson ${title}`);
  return row.id;
}

export async function moduleId(db: Database, title: string): Promise<number> {
  const [row] = await db.select({ id: lessonModules.id }).from(lessonModules).where(eq(lessonModules.title, title));
  if (!row) throw new Error(`no module ${title}`);
  return row.id;
}

export async function partIds(db: Database, lessonTitle: string): Promise<number[]> {
  const rows = await db
    .select({ id: lessonParts.id })
    .from(lessonParts)
    .where(eq(lessonParts.lessonId, await lessonId(db, lessonTitle)))
    .orderBy(lessonParts.position);
  return rows.map((row) => row.id);
}

export async function achievementId(db: Database, title: string): Promise<number> {
  const [row] = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.title, title));
  if (!row) throw new Error(`no achievement ${title}`);
  return row.id;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the demo staff member in. */
export async function staffToken(app: { inject: TestApp['inject'] }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

/** A fresh learner of the ally (no progress, no business) with a valid token, for isolation tests. */
export async function newLearner(
  db: Database,
  allyCode: string,
  email: string,
): Promise<{ id: number; token: string }> {
  const [ally] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, allyCode));
  const [mx] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'mx'));
  const [user] = await db
    .insert(users)
    .values({ name: 'Ana Prueba', email, allyId: ally?.id ?? 0, countryId: mx?.id ?? 0 })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create learner');
  const token = newToken();
  await insertToken(db, user.id, sha256Hex(token), 1);
  return { id: user.id, token };
}

/**
 * Does a part the honest way, with the server's clock moved on instead of waiting: opens it, lets
 * the time it asks for pass, then reports what the player saw (the video played, the text
 * scrolled to its end, the file downloaded). Returns the server's answer to the report.
 */
export async function doPart(
  app: { inject: TestApp['inject'] },
  token: string,
  partId: number,
  clock: { advance(seconds: number): void },
) {
  const opened = await app.inject({ method: 'GET', url: `/api/parts/${partId}/`, headers: bearer(token) });
  if (opened.statusCode !== 200) throw new Error(`part ${partId}: ${opened.statusCode} ${opened.body}`);
  const { required_seconds: seconds } = opened.json() as { required_seconds: number };
  clock.advance(seconds + 1);
  const report = await app.inject({
    method: 'POST',
    url: `/api/parts/${partId}/progress/`,
    headers: bearer(token),
    payload: { played_seconds: seconds + 1, reached_end: true, downloaded: true },
  });
  // A report names only what a part has: the API ignores the rest.
  if (report.statusCode !== 200) throw new Error(`part ${partId} progress: ${report.statusCode} ${report.body}`);
  return report.json() as { completed: boolean; lesson_progress: number; remaining_seconds: number };
}

/**
 * Completes a part as a learner does: a check passed at the next try with its right answers (read
 * from its stored definition), any other part done with `doPart`. Returns whether it counts as done.
 */
export async function completePart(
  app: { inject: TestApp['inject'] },
  db: Database,
  token: string,
  partId: number,
  clock: { advance(seconds: number): void },
): Promise<{ completed: boolean }> {
  const [part] = await db
    .select({ check: lessonParts.checkDefinition })
    .from(lessonParts)
    .where(eq(lessonParts.id, partId));
  if (!part?.check) return doPart(app, token, partId, clock);
  const opened = await app.inject({ method: 'GET', url: `/api/parts/${partId}/`, headers: bearer(token) });
  const used = (opened.json() as { check?: { attempts_used: number } }).check?.attempts_used ?? 0;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/parts/${partId}/check_attempts/`,
    headers: bearer(token),
    payload: { attempt: used + 1, answers: rightOptionsOf(part.check) },
  });
  if (answer.statusCode !== 200) throw new Error(`check ${partId}: ${answer.statusCode} ${answer.body}`);
  return answer.json() as { completed: boolean };
}
