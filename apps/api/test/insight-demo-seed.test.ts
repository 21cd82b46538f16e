import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { INSIGHT_DEMO_DOMAIN, INSIGHT_DEMO_LEARNERS_PER_ALLY, seedInsightDemo } from '../src/db/seed/insight-demo';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const NOW = new Date('2026-05-01T15:00:00Z');

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await ctx.db.execute(statement));
  if (!row) throw new Error('no row');
  return row;
}

const demo = `%@${INSIGHT_DEMO_DOMAIN}`;

describe('seedInsightDemo', () => {
  it('adds a few dozen learners per ally once, with something for every console screen', async () => {
    const viewsBefore = await one<{ n: number }>(sql`select coalesce(sum(views), 0)::int as n from lessons`);
    expect(await seedInsightDemo(ctx.db, NOW)).toBe(true);
    expect(await seedInsightDemo(ctx.db, NOW)).toBe(false);

    const perAlly = rowsOf<{ code: string; n: number }>(
      await ctx.db.execute(sql`select a.code, count(u.id)::int as n from allies a
        left join users u on u.ally_id = a.id and u.email like ${demo} group by a.code order by a.code`),
    );
    expect(perAlly).toEqual([
      { code: 'crecer', n: INSIGHT_DEMO_LEARNERS_PER_ALLY },
      { code: 'impulsa', n: INSIGHT_DEMO_LEARNERS_PER_ALLY },
    ]);
    // Registered over the last four months, so the default 30 days and the 30 before both hold some.
    const recent = await one<{ current: number; before: number }>(sql`select
      count(*) filter (where created_at >= ${NOW.toISOString()}::timestamptz - interval '30 days')::int as current,
      count(*) filter (where created_at < ${NOW.toISOString()}::timestamptz - interval '30 days'
                         and created_at >= ${NOW.toISOString()}::timestamptz - interval '60 days')::int as before
      from users where email like ${demo}`);
    expect(recent.current).toBeGreaterThan(0);
    expect(recent.before).toBeGreaterThan(0);

    // A funnel: more learners began than finished the first module, and some never began.
    const progress = await one<{ began: number; none: number; completions: number }>(sql`select
      count(distinct pc.user_id)::int as began,
      (select count(*)::int from users u where u.email like ${demo}
         and not exists (select 1 from part_completions p where p.user_id = u.id)) as none,
      count(*)::int as completions
      from part_completions pc join users u on u.id = pc.user_id where u.email like ${demo}`);
    expect(progress.began).toBeGreaterThan(10);
    expect(progress.none).toBeGreaterThan(0);
    expect(progress.completions).toBeGreaterThan(progress.began);

    const extras = await one<{
      ratings: number;
      redeemed: number;
      twice: number;
      once: number;
      typed: number;
    }>(sql`select
      (select count(*)::int from lesson_ratings r join users u on u.id = r.user_id where u.email like ${demo}) as ratings,
      (select count(*)::int from webinar_codes c join users u on u.id = c.redeemed_by where u.email like ${demo}) as redeemed,
      (select count(*)::int from (select s.user_id from business_surveys s join users u on u.id = s.user_id
         where u.email like ${demo} group by s.user_id having count(*) = 2) t) as twice,
      (select count(*)::int from (select s.user_id from business_surveys s join users u on u.id = s.user_id
         where u.email like ${demo} group by s.user_id having count(*) = 1) t) as once,
      (select count(*)::int from business_profiles b join users u on u.id = b.user_id
         where u.email like ${demo} and b.business_type_id is not null) as typed`);
    expect(extras.ratings).toBeGreaterThan(0);
    expect(extras.redeemed).toBeGreaterThan(0);
    expect(extras.twice).toBeGreaterThan(0);
    expect(extras.once).toBeGreaterThan(0);
    expect(extras.typed).toBe(2 * INSIGHT_DEMO_LEARNERS_PER_ALLY);

    // lessons.views stays the count of the view log.
    const views = await one<{ added: number; total: number }>(sql`select
      (select count(*)::int from lesson_views v join users u on u.id = v.user_id where u.email like ${demo}) as added,
      (select coalesce(sum(views), 0)::int from lessons) as total`);
    expect(views.added).toBeGreaterThan(0);
    expect(views.total).toBe(viewsBefore.n + views.added);
    // Nobody of the demo can sign in.
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from users where email like ${demo} and (password_hash is not null or pin_hash is not null)`,
        )
      ).n,
    ).toBe(0);
  });
});
