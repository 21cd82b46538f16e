import { insightFilterSchema } from '@aula/contracts/console-insight';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { allies, lessonParts, lessons } from '../src/db/schema';
import { seedInsightDemo } from '../src/db/seed/insight-demo';
import { refreshInsightRollups, resolveInsightScope, rollupInScope } from '../src/services/insight';
import { testConfig, useTestApp } from './helpers/app';
import { bearer, newLearner } from './helpers/content';

const ctx = useTestApp();

async function rows<T>(statement: ReturnType<typeof sql>) {
  return rowsOf<T>(await ctx.db.execute(statement));
}

describe('the insight rollups', () => {
  it('hold what the raw rows say once refreshed, scoped by ally, country and business type', {
    timeout: 60_000,
  }, async () => {
    await seedInsightDemo(ctx.db, new Date());
    // Created by the migration before the seed: empty until refreshed.
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from insight_learner_summary`))[0]?.n).toBe(0);
    expect(await refreshInsightRollups(ctx.db)).toBeGreaterThanOrEqual(0);

    // Lessons begun (a part opened or done) and finished, computed from the raw rows directly, per learner.
    const direct = await rows<{ user_id: number; lesson_id: number; done: number; total: number }>(sql`
      select a.user_id, lp.lesson_id, count(pc.part_id)::int as done,
             (select count(*)::int from lesson_parts x where x.lesson_id = lp.lesson_id) as total
        from (select user_id, part_id from part_completions union select user_id, part_id from part_progress) a
        join lesson_parts lp on lp.id = a.part_id join users u on u.id = a.user_id
        left join part_completions pc on pc.user_id = a.user_id and pc.part_id = a.part_id
       where u.access = 'learner' group by a.user_id, lp.lesson_id order by 1, 2`);
    const rolled = await rows<{
      user_id: number;
      lesson_id: number;
      parts_done: number;
      parts_total: number;
      finished: boolean;
    }>(sql`
      select user_id, lesson_id, parts_done, parts_total, completed_at is not null as finished
        from insight_lesson_progress order by 1, 2`);
    expect(rolled.length).toBeGreaterThan(20);
    expect(rolled).toEqual(
      direct.map((row) => ({
        user_id: row.user_id,
        lesson_id: row.lesson_id,
        parts_done: row.done,
        parts_total: row.total,
        finished: row.done >= row.total,
      })),
    );

    const learners = await rows<{ n: number }>(sql`select count(*)::int as n from users where access = 'learner'`);
    const summary = await rows<{ n: number; with_activity: number }>(
      sql`select count(*)::int as n, count(last_active_at)::int as with_activity from insight_learner_summary`,
    );
    expect(summary[0]?.n).toBe(learners[0]?.n);

    // A module is finished when all its published lessons are.
    const modules = await rows<{ bad: number }>(sql`
      select count(*)::int as bad from insight_module_progress
       where (completed_at is not null) <> (lessons_completed >= lessons_total)`);
    expect(modules[0]?.bad).toBe(0);

    const [crecer] = await ctx.db
      .select({ id: allies.id, code: allies.code })
      .from(allies)
      .where(eq(allies.code, 'crecer'));
    if (!crecer) throw new Error('no crecer');
    const scope = await resolveInsightScope(
      ctx.db,
      { access: 'ally_admin', consoleAlly: crecer },
      insightFilterSchema.parse({ country: 'co' }),
    );
    const scoped = await rows<{ n: number }>(
      sql`select count(*)::int as n from insight_learner_summary s where ${rollupInScope(scope, 's')}`,
    );
    const expected = await rows<{ n: number }>(sql`
      select count(*)::int as n from users u join countries c on c.id = u.country_id
       where u.access = 'learner' and u.ally_id = ${crecer.id} and c.code = 'co'`);
    expect(scoped[0]?.n).toBe(expected[0]?.n);
    expect(scoped[0]?.n).toBeGreaterThan(0);
  });

  it('count a module as started from the first seconds of one of its parts, as home and the reminders do', {
    timeout: 60_000,
  }, async () => {
    const learner = await newLearner(ctx.db, 'impulsa', 'started-by-seconds@example.com');
    const [part] = await ctx.db
      .select({ id: lessonParts.id, moduleId: lessons.moduleId })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessons.id, lessonParts.lessonId))
      .where(eq(lessonParts.kind, 'video'))
      .orderBy(asc(lessonParts.id))
      .limit(1);
    if (!part) throw new Error('no video part');
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/parts/${part.id}/`,
      headers: bearer(learner.token),
    });
    expect(opened.statusCode).toBe(200);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: `/api/parts/${part.id}/progress/`,
      headers: bearer(learner.token),
      payload: { played_seconds: 5 },
    });
    expect(reported.json()).toMatchObject({ completed: false });
    await refreshInsightRollups(ctx.db);
    // Before: built from part_completions only, so no row: "Aún no empieza ningún módulo".
    const started = await rows<{ module_id: number; lessons_started: number; lessons_completed: number }>(sql`
      select module_id, lessons_started, lessons_completed from insight_module_progress where user_id = ${learner.id}`);
    expect(started).toEqual([{ module_id: part.moduleId, lessons_started: 1, lessons_completed: 0 }]);
    const funnel = await rows<{ begun: boolean; lesson_completed_at: unknown }>(sql`
      select begun, lesson_completed_at from insight_funnel where user_id = ${learner.id}`);
    expect(funnel).toEqual([{ begun: true, lesson_completed_at: null }]);
  });

  it('reads the refresh interval from INSIGHT_REFRESH_MINUTES: 10 unset, 0 turns it off, refuses a negative or a word', () => {
    expect(testConfig().insightRefreshMinutes).toBe(10);
    expect(testConfig({ INSIGHT_REFRESH_MINUTES: '0' }).insightRefreshMinutes).toBe(0);
    expect(testConfig({ INSIGHT_REFRESH_MINUTES: '2.5' }).insightRefreshMinutes).toBe(2.5);
    expect(() => testConfig({ INSIGHT_REFRESH_MINUTES: '-5' })).toThrow(/INSIGHT_REFRESH_MINUTES/);
    expect(() => testConfig({ INSIGHT_REFRESH_MINUTES: 'ten' })).toThrow(/INSIGHT_REFRESH_MINUTES/);
  });
});
