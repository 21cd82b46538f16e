import { describe, expect, it } from 'vitest';
import { sanitizeHtml, textToHtml } from './html';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps formatting', () => {
    const dirty =
      '<p onclick="x()">Hola <strong>mundo</strong><script>alert(1)</script></p><a href="javascript:alert(1)">mal</a><img src="https://a.example/x.png" onerror="x()">';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe(
      '<p>Hola <strong>mundo</strong></p><a rel="noopener noreferrer">mal</a><img src="https://a.example/x.png" />',
    );
  });

  it('marks links so the opened page cannot reach back', () => {
    expect(sanitizeHtml('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('textToHtml', () => {
  it('escapes markup and makes one paragraph per line', () => {
    expect(textToHtml('Costos < precio\n<b>ok</b>')).toBe('<p>Costos &lt; precio</p><p>&lt;b&gt;ok&lt;/b&gt;</p>');
  });
});
