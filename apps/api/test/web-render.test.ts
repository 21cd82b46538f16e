import { describe, expect, it } from 'vitest';
import { PageCache, pageHtml } from '../src/plugins/web-render';

const SHELL =
  '<!doctype html><html><head><title>Aula</title>' +
  '<meta name="description" content="Lecciones cortas" /></head><body><div id="root"></div></body></html>';

describe('a rendered page in the shell', () => {
  it('replaces the shell’s description with the page’s own, so a shared link shows one', () => {
    const head = '<title>Precios · Impulsa</title>\n<meta name="description" content="Tres errores comunes" />';
    const html = pageHtml(SHELL, { kind: 'page', status: 200, head, html: '<h1>Precios</h1>', state: '{}' });
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Tres errores comunes"');
    expect(html).not.toContain('Lecciones cortas');
    expect(html).not.toContain('<title>Aula</title>');
  });

  it('replaces a per-brand shell’s site-wide preview with the page’s own', () => {
    const shell = SHELL.replace(
      '</head>',
      '<meta property="og:title" content="Impulsa" />\n<meta name="twitter:card" content="summary" /></head>',
    );
    const head =
      '<meta property="og:title" content="Precios" />\n<meta name="twitter:card" content="summary_large_image" />';
    const html = pageHtml(shell, { kind: 'page', status: 200, head, html: '', state: '{}' });
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html).toContain('content="Precios"');
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html).toContain('content="summary_large_image"');
  });

  it('keeps the shell’s description when the page brings none (the loading frame)', () => {
    const html = pageHtml(SHELL, {
      kind: 'frame',
      status: 200,
      head: '<title>Impulsa</title>',
      html: '<header></header>',
    });
    expect(html).toContain('content="Lecciones cortas"');
  });
});

describe('PageCache', () => {
  it('answers a page fresh for its time, then stale (served while drawn again) until it is replaced', () => {
    let now = 0;
    const cache = new PageCache<string>(10_000, 3, () => now);
    cache.set('/mx/impulsa', 'v1');
    expect(cache.lookup('/mx/impulsa')).toEqual({ value: 'v1', fresh: true });
    now = 10_001;
    expect(cache.lookup('/mx/impulsa')).toEqual({ value: 'v1', fresh: false });
    cache.set('/mx/impulsa', 'v2');
    expect(cache.lookup('/mx/impulsa')).toEqual({ value: 'v2', fresh: true });
    expect(cache.lookup('/mx/otra')).toBeUndefined();
  });

  it('asks how long a page stays fresh when it is written (shorter while changes may be missed)', () => {
    let now = 0;
    let ttl = 300_000;
    const cache = new PageCache<string>(
      () => ttl,
      3,
      () => now,
    );
    cache.set('/mx/impulsa', 'shared');
    ttl = 10_000;
    cache.set('/mx/crecer', 'unshared');
    now = 10_001;
    expect(cache.lookup('/mx/impulsa')?.fresh).toBe(true);
    expect(cache.lookup('/mx/crecer')?.fresh).toBe(false);
  });

  it('keeps at most its number of pages, the oldest written dropped first; a change empties it', () => {
    const cache = new PageCache<string>(10_000, 2, () => 0);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2');
    cache.set('c', 'C');
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')?.value).toBe('A2');
    cache.clear();
    expect(cache.lookup('c')).toBeUndefined();
  });
});
