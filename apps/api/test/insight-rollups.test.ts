import { insightFilterSchema } from '@aula/contracts/console-insight';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { allies } from '../src/db/schema';
import { seedInsightDemo } from '../src/db/seed/insight-demo';
import { refreshInsightRollups, resolveInsightScope, rollupInScope } from '../src/services/insight';
import { testConfig, useTestApp } from './helpers/app';

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

    // Lessons finished, computed from part_completions directly, per learner.
    const direct = await rows<{ user_id: number; lesson_id: number; done: number; total: number }>(sql`
      select pc.user_id, lp.lesson_id, count(*)::int as done,
             (select count(*)::int from lesson_parts x where x.lesson_id = lp.lesson_id) as total
        from part_completions pc join lesson_parts lp on lp.id = pc.part_id join users u on u.id = pc.user_id
       where u.access = 'learner' group by pc.user_id, lp.lesson_id order by 1, 2`);
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

  it('reads the refresh interval from INSIGHT_REFRESH_MINUTES: 10 unset, 0 turns it off, refuses a negative or a word', () => {
    expect(testConfig().insightRefreshMinutes).toBe(10);
    expect(testConfig({ INSIGHT_REFRESH_MINUTES: '0' }).insightRefreshMinutes).toBe(0);
    expect(testConfig({ INSIGHT_REFRESH_MINUTES: '2.5' }).insightRefreshMinutes).toBe(2.5);
    expect(() => testConfig({ INSIGHT_REFRESH_MINUTES: '-5' })).toThrow(/INSIGHT_REFRESH_MINUTES/);
    expect(() => testConfig({ INSIGHT_REFRESH_MINUTES: 'ten' })).toThrow(/INSIGHT_REFRESH_MINUTES/);
  });
});
