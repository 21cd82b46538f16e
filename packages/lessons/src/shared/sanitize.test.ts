import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from './sanitize';

describe('sanitizeLessonHtml', () => {
  it('keeps headings, paragraphs, lists and safe links', () => {
    const html =
      '<h2>Tu sueldo</h2><p>Un <strong>monto fijo</strong>.</p><ul><li>Uno</li></ul><a href="/mx">Inicio</a>';
    expect(sanitizeLessonHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, iframes and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hola</p><script>alert(1)</script><iframe src="https://x.example"></iframe><a href="javascript:alert(1)">clic</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeLessonHtml(dirty);
    expect(clean).toBe('<p>Hola</p><a>clic</a><img loading="lazy" decoding="async">');
  });

  it('keeps a picture size and makes it wait until it scrolls near, even when the HTML asks to load it at once', () => {
    expect(sanitizeLessonHtml('<img src="/media/a.png" alt="Caja" width="640" height="360" loading="eager">')).toBe(
      '<img src="/media/a.png" alt="Caja" width="640" height="360" loading="lazy" decoding="async">',
    );
  });

  it('keeps a picture size only as a number (bad input: width="100%" and a script in height)', () => {
    expect(sanitizeLessonHtml('<img src="/a.png" alt="" width="100%" height="javascript:alert(1)">')).toBe(
      '<img src="/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it('opens links to other sites in a new tab without handing them this page', () => {
    expect(sanitizeLessonHtml('<a href="https://sat.gob.mx">SAT</a>')).toBe(
      '<a href="https://sat.gob.mx" target="_blank" rel="noopener noreferrer">SAT</a>',
    );
  });
});
