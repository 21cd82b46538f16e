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
    expect(clean).toBe('<p>Hola</p><a>clic</a><img>');
  });

  it('opens links to other sites in a new tab without handing them this page', () => {
    expect(sanitizeLessonHtml('<a href="https://sat.gob.mx">SAT</a>')).toBe(
      '<a href="https://sat.gob.mx" target="_blank" rel="noopener noreferrer">SAT</a>',
    );
  });
});
