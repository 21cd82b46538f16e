import { insightFilterSchema, previousPeriod } from '@aula/contracts/console-insight';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { allies } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import type { InsightAsker } from '../src/services/insight';
import { inPeriod, learnersInScope, resolveInsightScope, withPreviousPeriod } from '../src/services/insight';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

async function allyOf(code: string) {
  const [row] = await ctx.db.select({ id: allies.id, code: allies.code }).from(allies).where(eq(allies.code, code));
  if (!row) throw new Error(`no ally ${code}`);
  return row;
}

const asker = async (code: string, access = 'ally_admin'): Promise<InsightAsker> => ({
  access,
  consoleAlly: await allyOf(code),
});

/** The 400/403 a scope throws, as the API would answer it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, fields: error.details?.fields };
}

describe('insightFilterSchema', () => {
  it('defaults to the last 30 days, today included', () => {
    const filter = insightFilterSchema.parse({});
    const today = new Date().toISOString().slice(0, 10);
    expect(filter.to).toBe(today);
    expect(Date.parse(filter.to) - Date.parse(filter.from)).toBe(29 * 86_400_000);
  });

  it('reads numbers and ally lists from a query string', () => {
    expect(
      insightFilterSchema.parse({ from: '2026-01-01', to: '2026-01-31', businessType: '3', ally: 'impulsa,crecer' }),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31', businessType: 3, ally: ['impulsa', 'crecer'] });
    expect(insightFilterSchema.parse({ ally: 'all' }).ally).toEqual(['all']);
  });

  it.each([
    ['from after to', { from: '2026-02-01', to: '2026-01-01' }, 'from'],
    ['more than 731 days', { from: '2023-01-01', to: '2026-01-01' }, 'from'],
    ['a day that does not exist', { from: '2026-02-30' }, 'from'],
    ['a date in another format', { to: '01/02/2026' }, 'to'],
    ['an upper-case country', { country: 'MX' }, 'country'],
    ['a business type that is not a number', { businessType: 'fonda' }, 'businessType'],
    ['an ally code with spaces inside', { ally: 'im pulsa' }, 'ally'],
  ])('refuses %s, naming the field', (_what, input, field) => {
    const result = insightFilterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });
});

describe('resolveInsightScope', () => {
  const filter = (input: Record<string, string> = {}) =>
    insightFilterSchema.parse({ from: '2026-03-01', to: '2026-03-31', ...input });

  it("scopes to the acting ally, with the period's instants and the previous period", async () => {
    const scope = await resolveInsightScope(ctx.db, await asker('crecer'), filter());
    expect(scope.allies).toEqual([await allyOf('crecer')]);
    expect(scope.compare).toBe(false);
    expect(scope.period.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(scope.period.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(scope.previous).toMatchObject({ from: '2026-01-29', to: '2026-02-28' });
  });

  it("accepts one of the ally's countries and refuses another ally's with 400 on country", async () => {
    const inMexico = await resolveInsightScope(ctx.db, await asker('crecer'), filter({ country: 'mx' }));
    expect(inMexico.country?.code).toBe('mx');
    // Peru is impulsa's country, not crecer's.
    expect(await refusal(resolveInsightScope(ctx.db, await asker('crecer'), filter({ country: 'pe' })))).toEqual({
      status: 400,
      code: 'bad_request',
      fields: [{ field: 'country', reason: "is not one of the ally's countries" }],
    });
  });

  it('lets only platform staff name allies, and compares several', async () => {
    expect(
      (await refusal(resolveInsightScope(ctx.db, await asker('crecer'), filter({ ally: 'impulsa' })))).status,
    ).toBe(403);
    const staff = await asker('impulsa', 'staff');
    const both = await resolveInsightScope(ctx.db, staff, filter({ ally: 'impulsa,crecer' }));
    expect(both.allies.map((ally) => ally.code).sort()).toEqual(['crecer', 'impulsa']);
    expect(both.compare).toBe(true);
    const all = await resolveInsightScope(ctx.db, staff, filter({ ally: 'all' }));
    expect(all.allies.length).toBeGreaterThanOrEqual(2);
    expect((await refusal(resolveInsightScope(ctx.db, staff, filter({ ally: 'nadie' })))).fields).toEqual([
      { field: 'ally', reason: 'is not an ally: nadie' },
    ]);
  });
});

describe('learnersInScope and inPeriod', () => {
  async function learnerCount(scope: Awaited<ReturnType<typeof resolveInsightScope>>, period = scope.period) {
    const result = await ctx.db.execute(
      sql`select count(*)::int as n from users u where ${learnersInScope(scope)} and ${inPeriod('u.created_at', period)}`,
    );
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }

  it("counts only the scoped ally's learners, by country, business type and period", async () => {
    const crecer = await allyOf('crecer');
    const impulsa = await allyOf('impulsa');
    const country = await ctx.db.execute(sql`select id from countries where code = 'co'`);
    const colombia = rowsOf<{ id: number }>(country)[0]?.id;
    const type = rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from business_types order by id limit 1`))[0]
      ?.id;
    // Three crecer learners in March (one in Colombia with a business of `type`), one in February, one of impulsa's.
    const add = async (name: string, ally: number, countryCode: string, at: string) => {
      const inserted = await ctx.db.execute(sql`
        insert into users (name, email, ally_id, country_id, created_at)
        values (${name}, ${`${name}@scope.example`}, ${ally}, (select id from countries where code = ${countryCode}), ${at}::timestamptz)
        returning id`);
      return rowsOf<{ id: number }>(inserted)[0]?.id ?? 0;
    };
    await add('scope-a', crecer.id, 'mx', '2026-03-01T00:00:00Z');
    await add('scope-b', crecer.id, 'mx', '2026-03-31T23:59:59Z');
    const inColombia = await add('scope-c', crecer.id, 'co', '2026-03-15T12:00:00Z');
    await ctx.db.execute(
      sql`insert into business_profiles (user_id, business_type_id) values (${inColombia}, ${type})`,
    );
    await add('scope-d', crecer.id, 'mx', '2026-02-28T23:59:59Z');
    await add('scope-e', impulsa.id, 'mx', '2026-03-10T00:00:00Z');
    // Not a learner: the team is never counted.
    await ctx.db.execute(sql`update users set access = 'ally_editor' where email = 'scope-b@scope.example'`);

    const march = { from: '2026-03-01', to: '2026-03-31' };
    const scope = await resolveInsightScope(ctx.db, await asker('crecer'), insightFilterSchema.parse(march));
    expect(await learnerCount(scope)).toBe(2);
    expect(await learnerCount(scope, scope.previous)).toBe(1);
    const byCountry = await resolveInsightScope(
      ctx.db,
      await asker('crecer'),
      insightFilterSchema.parse({ ...march, country: 'co' }),
    );
    expect(byCountry.country?.id).toBe(colombia);
    expect(await learnerCount(byCountry)).toBe(1);
    const byType = await resolveInsightScope(
      ctx.db,
      await asker('crecer'),
      insightFilterSchema.parse({ ...march, businessType: String(type) }),
    );
    expect(await learnerCount(byType)).toBe(1);
    const staff = await resolveInsightScope(
      ctx.db,
      await asker('crecer', 'staff'),
      insightFilterSchema.parse({ ...march, ally: 'crecer,impulsa' }),
    );
    expect(await learnerCount(staff)).toBe(3);

    expect(await withPreviousPeriod(scope, async (period) => learnerCount(scope, period))).toEqual({
      value: 2,
      previous: 1,
      change: 1,
    });
  });
});
