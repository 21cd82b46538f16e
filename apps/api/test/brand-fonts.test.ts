import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES, FONT_SUBSETS, fontFilePath } from '@aula/contracts/brand-font-files';
import type { WebFontId } from '@aula/contracts/brand-fonts';
import { consoleBrand, siteBrand } from '@aula/contracts/console-brand';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, allyBrands } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

// Issue 39: a typeface from a short list, served by the site itself (no outside font host).
const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);
const packageRequire = createRequire(import.meta.url);
const FONT_IDS = Object.keys(FONT_FILES) as WebFontId[];

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

async function publicBrand(code: string) {
  const response = await get(`/api/brands/${code}/`);
  expect(response.statusCode, response.body).toBe(200);
  return siteBrand.parse(response.json());
}

describe('the font files', () => {
  it('serves each subset of each font from its installed package, as woff2 kept for a year', async () => {
    for (const font of FONT_IDS) {
      for (const subset of FONT_SUBSETS) {
        const response = await get(fontFilePath(font, subset));
        expect(response.statusCode, `${font} ${subset}`).toBe(200);
        expect(response.headers['content-type']).toBe('font/woff2');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A visitor's anti-forgery cookie or token would be kept by a shared cache for everyone.
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers['x-csrftoken']).toBeUndefined();
        const file = packageRequire.resolve(`@fontsource-variable/${font}/files/${font}-${subset}-wght-normal.woff2`);
        expect(response.rawPayload.equals(readFileSync(file))).toBe(true);
        expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    }
    const head = await get(fontFilePath('lora', 'latin'), 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 to anything else under /fonts/, never reading a path it was given', async () => {
    // Bad input tried: climbing out (plain, encoded, doubly encoded), a family or subset not on the
    // list, another version, the package's own file names, a file of the package that is no font.
    const refused = [
      '/fonts/../package.json',
      '/fonts/%2e%2e/package.json',
      '/fonts/lora/..%2fpackage.json',
      '/fonts/lora/..%252fpackage.json',
      '/fonts/lora/%2e%2e%2f%2e%2e%2fpackage.json',
      '/fonts/comic-sans/latin-5.3.0.woff2',
      '/fonts/system/latin-5.3.0.woff2',
      '/fonts/lora/cyrillic-5.3.0.woff2',
      '/fonts/lora/latin-5.2.0.woff2',
      '/fonts/lora/lora-latin-wght-normal.woff2',
      '/fonts/lora/files/lora-latin-wght-normal.woff2',
      '/fonts/lora/index.css',
      '/fonts/lora/latin-5.3.0.woff2/x',
      '/fonts/LORA/latin-5.3.0.woff2',
      '/fonts/lora/',
      '/fonts/',
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('font/woff2');
    }
  });

  it('names the installed packages’ own version and characters of each subset', () => {
    for (const font of FONT_IDS) {
      const pkg = packageRequire(`@fontsource-variable/${font}/package.json`) as { version: string };
      expect(FONT_FILES[font].version, font).toBe(pkg.version);
      const ranges = packageRequire(`@fontsource-variable/${font}/unicode.json`) as Record<string, string>;
      for (const subset of FONT_SUBSETS)
        expect(FONT_FILES[font].subsets[subset], `${font} ${subset}`).toBe(ranges[subset]);
    }
  });

  it("lets pages load the site's own fonts and no other host's (Content-Security-Policy font-src 'self')", async () => {
    const policy = String((await get('/mx/impulsa')).headers['content-security-policy']);
    const fontSrc = /font-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(fontSrc).toContain("'self'");
    expect(fontSrc?.every((source) => source === "'self'" || source === 'data:')).toBe(true);
  });
});

describe('the typeface of a published brand', () => {
  it('is the theme’s own (`system`) until the team publishes one, then the public brand names it', async () => {
    expect((await publicBrand('impulsa')).font).toBe('system');
    const loaded = consoleBrand.parse((await call('impulsa admin', 'GET', '/api/console/brand/')).json());
    expect(loaded.draft.font).toBe('system');
    const saved = await call('impulsa admin', 'PUT', '/api/console/brand/', {
      ...loaded.draft,
      font: 'atkinson-hyperlegible-next',
      version: loaded.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleBrand.parse(saved.json()).draft.font).toBe('atkinson-hyperlegible-next');
    // A draft is the team's alone until it is published.
    await ctx.app.invalidatePublic(['pages']);
    expect((await publicBrand('impulsa')).font).toBe('system');
    const published = await call('impulsa admin', 'POST', '/api/console/brand/publish/', {
      version: saved.json().version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicBrand('impulsa')).font).toBe('atkinson-hyperlegible-next');
    expect((await publicBrand('crecer')).font).toBe('system');
  });

  it('reads a brand stored before fonts existed as `system`, and saves one without the field as `system`', async () => {
    const [crecer] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'crecer'));
    const allyId = crecer?.id ?? 0;
    const loaded = consoleBrand.parse((await call('crecer admin', 'GET', '/api/console/brand/')).json());
    const { font: _font, ...withoutFont } = loaded.draft;
    const saved = await call('crecer admin', 'PUT', '/api/console/brand/', { ...withoutFont, version: loaded.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleBrand.parse(saved.json()).draft.font).toBe('system');
    const publish = await call('crecer admin', 'POST', '/api/console/brand/publish/', {
      version: saved.json().version,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    // Every copy as a row written before the field would hold it.
    await ctx.db
      .update(allyBrands)
      .set({
        seeded: sql`${allyBrands.seeded} - 'font'`,
        draft: sql`${allyBrands.draft} - 'font'`,
        published: sql`${allyBrands.published} - 'font'`,
      })
      .where(eq(allyBrands.allyId, allyId));
    const [row] = await ctx.db.select().from(allyBrands).where(eq(allyBrands.allyId, allyId));
    expect(row?.published && 'font' in row.published).toBe(false);
    await ctx.app.invalidatePublic(['pages']);
    expect(await publicBrand('crecer')).toMatchObject({ font: 'system', version: saved.json().version });
    const read = await call('crecer admin', 'GET', '/api/console/brand/');
    expect(read.statusCode, read.body).toBe(200);
    expect(consoleBrand.parse(read.json()).draft.font).toBe('system');
  });
});
