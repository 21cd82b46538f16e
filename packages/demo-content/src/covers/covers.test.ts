import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../blog';
import { CURRICULA, DEFAULT_CURRICULUM } from '../curriculum';
import { landingOf } from '../landings';
import { coverSvg, hashOf, motifFor, slugOf } from './cover-art';
import { MOTIF_NAMES } from './cover-motifs';
import { COVERS_URL } from './cover-urls';
import { BLOG_PALETTE, demoCoverFiles } from './demo-covers';

const mediaDir = join(import.meta.dirname, '..', '..', '..', '..', 'apps', 'api', 'media', 'demo', 'covers');
const generated = demoCoverFiles(() => undefined);
const generatedFiles = new Set(generated.map((cover) => cover.file));
const fileOf = (url: string | undefined) => url?.slice(COVERS_URL.length + 1) ?? '';

const modules = [...Object.values(CURRICULA).flat(), ...DEFAULT_CURRICULUM];
const everyCover = [
  ...modules.map((module) => ({ what: `module ${module.title}`, url: module.cover })),
  ...modules.flatMap((module) =>
    module.lessons.map((lesson) => ({ what: `lesson ${lesson.title}`, url: lesson.cover })),
  ),
  ...Object.values(POSTS)
    .flat()
    .map((post) => ({ what: `post ${post.slug}`, url: post.cover })),
  ...['impulsa', 'crecer', 'una-marca-nueva'].map((code) => ({
    what: `landing of ${code}`,
    url: landingOf({ code, name: code }).heroImageUrl,
  })),
];

describe('demo covers', () => {
  it('give every module, lesson, post and landing a generated cover that is committed', () => {
    for (const { what, url } of everyCover) {
      expect(url, what).toMatch(new RegExp(`^${COVERS_URL}/[a-z-]+/[a-z0-9-]+\\.svg$`));
      expect(generatedFiles.has(fileOf(url)), `${what} has a generated cover`).toBe(true);
      expect(existsSync(join(mediaDir, fileOf(url))), `${fileOf(url)} is committed; run the covers script`).toBe(true);
    }
  });

  it('are up to date on disk where the palette is the project’s own (blog, default curriculum)', () => {
    for (const cover of generated.filter(({ file }) => /^(blog|default)\//.test(file))) {
      expect(readFileSync(join(mediaDir, cover.file), 'utf8'), cover.file).toBe(`${cover.svg}\n`);
    }
  });

  it('stay small enough for a phone on a slow line', () => {
    for (const cover of generated) expect(cover.svg.length, cover.file).toBeLessThan(6_000);
  });
});

describe('cover art', () => {
  it('picks the picture from the theme words of a title', () => {
    expect(motifFor('Calcula el costo real de tus productos')).toBe('calculator');
    expect(motifFor('Tu tienda en WhatsApp Business')).toBe('chat');
    expect(motifFor('Planea tu flujo de efectivo')).toBe('coins');
    expect(motifFor('FOTOS QUE VENDEN')).toBe('camera');
  });

  it('gives a title without theme words a picture of the set, always the same one', () => {
    const motif = motifFor('Zzz 123');
    expect(MOTIF_NAMES).toContain(motif);
    expect(motifFor('Zzz 123')).toBe(motif);
    expect(hashOf('a')).not.toBe(hashOf('b'));
  });

  it('makes file names without accents, punctuation or empty ends', () => {
    expect(slugOf('¿Quién debe facturar electrónicamente?')).toBe('quien-debe-facturar-electronicamente');
    expect(slugOf('  ¡¡!!  ')).toBe('');
  });

  it('escapes a title that holds markup (bad input) and draws no words', () => {
    const svg = coverSvg({ title: '<script>alert(1)</script> & "precios"', palette: BLOG_PALETTE });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;precios&quot;</title>');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360" width="640" height="360">/);
  });
});
