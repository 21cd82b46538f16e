import { describe, expect, it } from 'vitest';
import { type LinkPreview, linkPreviewTags, ogLocale } from './link-preview';

const post: LinkPreview = {
  title: 'Cómo poner precio "justo" <sin> perder',
  description: 'Tres errores & cómo evitarlos',
  path: '/mx/impulsa/blog/precio',
  type: 'article',
  image: '/media/demo/covers/blog/precio.svg',
  fallbackImage: '/assets/logo-1.svg',
  siteName: 'Impulsa',
  country: 'mx',
  language: 'es',
};

describe('link-preview tags', () => {
  it('writes the locale from the page’s language and country', () => {
    expect(ogLocale('es', 'mx')).toBe('es_MX');
    expect(ogLocale('es', 'co')).toBe('es_CO');
    expect(ogLocale('en', 'co')).toBe('en_US');
    expect(ogLocale('es', undefined)).toBe('es_LA');
  });

  it('makes the picture and the address absolute with the visitor’s origin, and escapes the words', () => {
    const head = linkPreviewTags(post, 'https://impulsa.example').join('\n');
    expect(head).toContain(
      '<meta property="og:image" content="https://impulsa.example/media/demo/covers/blog/precio.svg" />',
    );
    expect(head).toContain('<meta property="og:url" content="https://impulsa.example/mx/impulsa/blog/precio" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('content="Cómo poner precio &quot;justo&quot; &lt;sin&gt; perder"');
    expect(head).toContain('content="Tres errores &amp; cómo evitarlos"');
  });

  it('keeps an image already absolute and falls back to the site’s picture in a small card', () => {
    const cdn = linkPreviewTags({ ...post, image: 'https://cdn.example/p.png' }, undefined).join('\n');
    expect(cdn).toContain('content="https://cdn.example/p.png"');
    const noCover = linkPreviewTags({ ...post, image: null }, 'https://impulsa.example').join('\n');
    expect(noCover).toContain('<meta property="og:image" content="https://impulsa.example/assets/logo-1.svg" />');
    expect(noCover).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('guesses no origin: a relative picture without the visitor’s origin is left out', () => {
    const head = linkPreviewTags(post, undefined).join('\n');
    expect(head).not.toMatch(/og:image|og:url|twitter:image/);
    expect(head).toContain('<meta property="og:title"');
  });
});
