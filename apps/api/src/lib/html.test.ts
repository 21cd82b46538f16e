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

  it("keeps a picture of the site's own media by its site address, on any host name", () => {
    expect(sanitizeHtml('<img src="/media/uploads/impulsa/abc-640.webp" alt="Un mostrador">')).toBe(
      '<img src="/media/uploads/impulsa/abc-640.webp" alt="Un mostrador" />',
    );
  });

  it('drops a picture from anywhere else: protocol-relative, data:, another path, a climb out of /media/', () => {
    for (const src of [
      '//evil.example/x.png',
      'data:image/png;base64,AAAA',
      '/api/me/',
      '/media/../api/me',
      'javascript:alert(1)',
      'x.png',
    ]) {
      expect(sanitizeHtml(`<p>a</p><img src="${src}" alt="x">`), src).toBe('<p>a</p>');
    }
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
