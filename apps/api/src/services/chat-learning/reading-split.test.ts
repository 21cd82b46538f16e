import { WHATSAPP_LIMITS } from '@aula/contracts/chat-learning';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlBlocks, plainBlocks, READABLE_SIZE, readingPieces, splitText } from './reading-split';

const site = (pathOrUrl: string) => new URL(pathOrUrl, 'https://aula.example').toString();
const texts = (html: string) => htmlBlocks(html, site).map((block) => (block.kind === 'image' ? block : block.text));
const MAX = WHATSAPP_LIMITS.textBody;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('htmlBlocks', () => {
  it('turns bold and italics into WhatsApp marks, hugging the words', () => {
    expect(texts('<p>Un <strong>precio justo </strong>y <em>claro</em>, <b>sin</b> <i>trucos</i>.</p>')).toEqual([
      'Un *precio justo* y _claro_, *sin* _trucos_.',
    ]);
  });

  it('marks each line of bold text broken by a line break, as WhatsApp marks no more', () => {
    expect(texts('<p><strong>uno<br>dos</strong></p>')).toEqual(['*uno*\n*dos*']);
  });

  it('writes a link as its words and its address, the site address made absolute', () => {
    expect(
      texts('<p>Lee <a href="/lessons/4" rel="noopener">la guía</a> y <a href="mailto:a@b.co">escribe</a>.</p>'),
    ).toEqual(['Lee la guía (https://aula.example/lessons/4) y escribe (a@b.co).']);
    expect(texts('<p><a href="https://x.example/">https://x.example/</a></p>')).toEqual(['https://x.example/']);
    expect(texts('<p>Ver <a href="https://x.example/$&amp;"> </a></p>')).toEqual(['Ver https://x.example/$&']);
  });

  it('decodes entities and leaves no tag behind', () => {
    const [text] = texts('<p>5 &lt; 7 &amp;&amp; 8 &gt; 2 &quot;sí&quot; &#39;no&#39; &#x1F600; caf&#233;&nbsp;ya</p>');
    expect(text).toBe('5 < 7 && 8 > 2 "sí" \'no\' 😀 café\u00a0ya');
    expect(decodeEntities('&bogus; &#0; &#xD800;')).toBe('&bogus; \uFFFD \uFFFD');
  });

  it('keeps a list together as one block, each item on its line, a paragraph inside an item included', () => {
    const html =
      '<p>Antes:</p><ul><li><p>Edad</p></li><li>Horarios<ul><li>mañana</li></ul></li></ul><ol><li>a</li><li>b</li></ol>';
    expect(texts(html)).toEqual(['Antes:', '• Edad\n• Horarios\n  ◦ mañana', '1. a\n2. b']);
  });

  it('gives a heading of any level its own block, bold as a whole', () => {
    expect(texts('<p>a</p><h2>Uno <strong>dos</strong></h2><h6>tres</h6>')).toEqual(['a', '*Uno dos*', '*tres*']);
    expect(htmlBlocks('<h3>x</h3>', site)[0]?.kind).toBe('heading');
  });

  it('puts a picture where it stood, with its alt text, splitting the paragraph around it', () => {
    const html =
      '<p>Antes <strong>de <img src="/media/uploads/a/b.png" alt="Una  tienda &amp; caja"> ver</strong> después</p>';
    expect(texts(html)).toEqual([
      'Antes *de*',
      { kind: 'image', src: '/media/uploads/a/b.png', alt: 'Una tienda & caja' },
      '*ver* después',
    ]);
  });

  it('quotes a blockquote line by line', () => {
    expect(texts('<blockquote><p>uno<br>dos</p></blockquote>')).toEqual(['> uno\n> dos']);
  });
});

describe('plainBlocks', () => {
  it('parts a plain-text reading at blank lines, keeping single line breaks', () => {
    expect(plainBlocks('Uno\ndos\n\n  \nTres\r\n\r\nCuatro')).toEqual([
      { kind: 'text', text: 'Uno\ndos' },
      { kind: 'text', text: 'Tres' },
      { kind: 'text', text: 'Cuatro' },
    ]);
  });
});

describe('splitText', () => {
  it('cuts a 10,000-character paragraph at sentence ends into readable pieces', () => {
    const sentence = 'Anota cada venta del día en tu cuaderno de caja. ';
    const paragraph = sentence.repeat(Math.ceil(10_000 / sentence.length)).trim();
    const pieces = splitText(paragraph, READABLE_SIZE, MAX);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(READABLE_SIZE);
      expect(piece.endsWith('caja.')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(paragraph);
  });

  it('cuts a sentence longer than the size between words', () => {
    const sentence = Array.from({ length: 400 }, (_, index) => `palabra${index}`).join(' ');
    const pieces = splitText(sentence, READABLE_SIZE, MAX);
    expect(pieces.every((piece) => piece.length <= READABLE_SIZE)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
  });

  it('keeps a long word whole up to the limit and cuts only one longer than it', () => {
    const long = 'x'.repeat(1_000);
    expect(splitText(`a ${long} b`, READABLE_SIZE, MAX)).toEqual(['a', long, 'b']);
    const huge = 'y'.repeat(5_000);
    expect(splitText(huge, READABLE_SIZE, MAX)).toEqual(['y'.repeat(MAX), 'y'.repeat(5_000 - MAX)]);
    // An emoji astride the cut goes whole to the next piece rather than in halves.
    const astride = `${'ñ'.repeat(MAX - 1)}😀y`;
    expect(splitText(astride, READABLE_SIZE, MAX)).toEqual(['ñ'.repeat(MAX - 1), '😀y']);
  });

  it('never exceeds the limit nor loses a word, whatever the text', () => {
    const word = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', 'é', 'z', '😀') }),
      fc.constantFrom('fin.', '¿sí?', 'no!', 'x'.repeat(5_000)),
    );
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ' ', '\n', '  ')), { maxLength: 3_000 });
    fc.assert(
      fc.property(text, fc.integer({ min: 20, max: 900 }), (parts, size) => {
        const source = parts.map(([w, space]) => w + space).join('');
        const pieces = splitText(source, size, MAX);
        for (const piece of pieces) {
          expect(piece.length).toBeLessThanOrEqual(MAX);
          if (piece.length > size) expect(piece).toMatch(/^\S+$/);
        }
        expect(words(pieces.join(' ')).join('')).toBe(words(source).join(''));
      }),
      { numRuns: 60 },
    );
  });
});

describe('readingPieces', () => {
  const text = (value: string) => ({ kind: 'text', text: value }) as const;
  const heading = (value: string) => ({ kind: 'heading', text: value }) as const;
  const bodies = (pieces: ReturnType<typeof readingPieces>) =>
    pieces.map((piece) => (piece.kind === 'text' ? piece.body : piece));

  it('merges small paragraphs up to the readable size, then starts another message', () => {
    const paragraph = 'p'.repeat(300);
    expect(bodies(readingPieces([text(paragraph), text(paragraph), text(paragraph)]))).toEqual([
      `${paragraph}\n\n${paragraph}`,
      paragraph,
    ]);
  });

  it('starts a message at every heading and keeps the heading with the text after it', () => {
    // The heading and its text pass the readable size together rather than part.
    const pieces = bodies(readingPieces([text('uno'), heading('*Dos*'), text('b'.repeat(699)), text('tres')]));
    expect(pieces).toEqual(['uno', `*Dos*\n\n${'b'.repeat(699)}`, 'tres']);
  });

  it('opens the first message with the lead, even before a heading', () => {
    expect(bodies(readingPieces([heading('*H*'), text('x')], { lead: '*Título*' }))).toEqual(['*Título*\n\n*H*\n\nx']);
  });

  it('sends a picture between the texts around it, in order', () => {
    const image = { kind: 'image', src: 'https://a.example/i.png', alt: '' } as const;
    expect(bodies(readingPieces([text('a'), image, text('b')], { lead: '*T*' }))).toEqual(['*T*\n\na', image, 'b']);
  });

  it('never sends an empty message nor one above the limit, for any mix of blocks', () => {
    const block = fc.oneof(
      fc.string({ maxLength: 9_000 }).map(text),
      fc.string({ maxLength: 50 }).map(heading),
      fc.constant(text('w'.repeat(5_000))),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 12 }), (blocks) => {
        for (const piece of readingPieces(blocks, { lead: '*T*' })) {
          if (piece.kind !== 'text') continue;
          expect(piece.body.length).toBeGreaterThan(0);
          expect(piece.body.length).toBeLessThanOrEqual(MAX);
        }
      }),
      { numRuns: 60 },
    );
  });
});
