import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allyBrands } from '../src/db/schema';
import { publishedBrandProblems } from '../src/services/published-brand-check';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

async function publishTagline(tagline: string) {
  const loaded = (await call('impulsa admin', 'GET', '/api/console/brand/')).json() as {
    draft: object;
    version: number;
  };
  const saved = await call('impulsa admin', 'PUT', '/api/console/brand/', {
    ...loaded.draft,
    tagline,
    version: loaded.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await call('impulsa admin', 'POST', '/api/console/brand/publish/', {
    version: (saved.json() as { version: number }).version,
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('brand:check --published', () => {
  it('finds nothing in brands published through the console, nor in one stored before a field existed', async () => {
    expect(await publishedBrandProblems(ctx.db)).toEqual([]);
    await publishTagline('Aprende a tu ritmo.');
    await ctx.db.execute(sql`update ally_brands set published = published - 'font' - 'app_icon_url'`);
    expect(await publishedBrandProblems(ctx.db)).toEqual([]);
  });

  it("names the ally, the field and the reason of a published brand today's rules refuse", async () => {
    // Bad input tried: text the colour of its background, and a tagline far past its length, written
    // into the stored publication as an older rule or a hand edit could have left it.
    const [row] = await ctx.db.select().from(allyBrands).where(isNotNull(allyBrands.published));
    if (!row?.published) throw new Error('the test publishes a brand first');
    const published = {
      ...row.published,
      tagline: 'x'.repeat(400),
      colors: {
        ...row.published.colors,
        light: { ...row.published.colors.light, text: row.published.colors.light.background },
      },
    };
    await ctx.db.update(allyBrands).set({ published }).where(eq(allyBrands.allyId, row.allyId));
    const problems = await publishedBrandProblems(ctx.db);
    expect(problems).toEqual(
      expect.arrayContaining([
        { allyCode: 'impulsa', field: 'tagline', reason: expect.stringMatching(/at most 160/) },
        { allyCode: 'impulsa', field: 'colors.light.text', reason: expect.stringMatching(/contrast .* needs 4.5:1/) },
      ]),
    );
    expect(problems.every((problem) => problem.allyCode === 'impulsa')).toBe(true);
  });
});
