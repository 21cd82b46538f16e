import { chatMessage, WHATSAPP_LIMITS } from '@aula/contracts/chat-learning';
import type { ConsoleCheck, QuestionKind } from '@aula/contracts/knowledge-checks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  type ChatPart,
  checkReplyId,
  type MediaFacts,
  numberedChoice,
  type PartMessageContext,
  parseCheckReplyId,
  partMessages,
  questionMessage,
} from './part-messages';

const MB = 1024 * 1024;

function part(fields: Partial<ChatPart>): ChatPart {
  return {
    id: 7,
    title: 'Tu cliente',
    kind: 'reading',
    content: '',
    contentHtml: null,
    mediaUrl: null,
    checkDefinition: null,
    ...fields,
  };
}

function context(media: Record<string, MediaFacts> = {}, more: Partial<PartMessageContext> = {}): PartMessageContext {
  return {
    language: 'es',
    absoluteUrl: (pathOrUrl) => new URL(pathOrUrl, 'https://aula.example').toString(),
    media: (url) => media[url],
    ...more,
  };
}

/** The part's messages, each checked against the contract the sender holds them to. */
const messagesOf = (value: ChatPart, given: PartMessageContext = context()) =>
  partMessages(value, given).map((message) => chatMessage.parse(message));

describe('a reading', () => {
  it('opens with the title in bold, merged into the first message', () => {
    const [first] = messagesOf(part({ contentHtml: '<p>Hola &amp; <em>bienvenida</em>.</p>' }));
    expect(first).toEqual({ kind: 'text', body: '*Tu cliente*\n\nHola & _bienvenida_.' });
  });

  it('sends a picture as an image in its place, its alt text the caption; one without alt has none', () => {
    const html =
      '<p>Antes</p><img src="/media/uploads/a/foto.jpg" alt="Una caja"><h2>Luego</h2><p>texto</p><img src="https://cdn.example/b.png">';
    expect(messagesOf(part({ contentHtml: html }))).toEqual([
      { kind: 'text', body: '*Tu cliente*\n\nAntes' },
      { kind: 'image', link: 'https://aula.example/media/uploads/a/foto.jpg', caption: 'Una caja' },
      { kind: 'text', body: '*Luego*\n\ntexto' },
      { kind: 'image', link: 'https://cdn.example/b.png' },
    ]);
  });

  it('cuts a long alt text to the caption limit', () => {
    const alt = 'palabra '.repeat(200).trim();
    const [, image] = messagesOf(part({ contentHtml: `<img src="/media/x.png" alt="${alt}">` }));
    expect(image?.kind === 'image' && image.caption?.length).toBeLessThanOrEqual(WHATSAPP_LIMITS.caption);
    expect(image?.kind === 'image' && image.caption?.endsWith('…')).toBe(true);
  });

  it('links a picture WhatsApp does not show (WebP, or too big), with its alt text', () => {
    const html = '<img src="/media/u/a-640.webp" alt="Caja"><img src="/media/u/b.png">';
    const media = { '/media/u/b.png': { bytes: 6 * MB, contentType: 'image/png' } };
    expect(messagesOf(part({ title: '', contentHtml: html }), context(media))).toEqual([
      { kind: 'text', body: 'Caja (https://aula.example/media/u/a-640.webp)' },
      { kind: 'text', body: 'https://aula.example/media/u/b.png' },
    ]);
  });

  it('sends a picture of ours as its JPEG when it has one, and links it when even that is too big', () => {
    const html = '<img src="/media/u/a-640.webp" alt="Caja"><img src="/media/u/b.png"><img src="/media/u/c.webp">';
    const media = {
      '/media/u/a-640.webp': { jpeg: { url: '/media/whatsapp/u/a-640.webp.jpg', bytes: 90_000 } },
      '/media/u/b.png': {
        bytes: 6 * MB,
        contentType: 'image/png',
        jpeg: { url: '/media/whatsapp/u/b.png.jpg', bytes: MB },
      },
      '/media/u/c.webp': { jpeg: { url: '/media/whatsapp/u/c.webp.jpg', bytes: 6 * MB } },
    };
    expect(messagesOf(part({ title: '', contentHtml: html }), context(media))).toEqual([
      { kind: 'image', link: 'https://aula.example/media/whatsapp/u/a-640.webp.jpg', caption: 'Caja' },
      { kind: 'image', link: 'https://aula.example/media/whatsapp/u/b.png.jpg' },
      { kind: 'text', body: 'https://aula.example/media/u/c.webp' },
    ]);
  });

  it('parts a plain-text reading at its blank lines', () => {
    expect(messagesOf(part({ content: 'Uno.\n\nDos.' })).map((m) => m.kind === 'text' && m.body)).toEqual([
      '*Tu cliente*\n\nUno.\n\nDos.',
    ]);
    const long = `${'a'.repeat(500)}\n\n${'b'.repeat(500)}`;
    expect(messagesOf(part({ content: long }))).toHaveLength(2);
  });

  it('never sends a message above the limit or the contract, however long the reading', () => {
    const paragraph = fc.oneof(
      fc.lorem({ maxCount: 400, mode: 'sentences' }).map((words) => `<p>${words}</p>`),
      fc.constantFrom(
        `<p>${'Una frase corta. '.repeat(600)}</p>`,
        `<p>${'w'.repeat(5_000)}</p>`,
        '<h3>Título</h3>',
        '<ul><li>uno</li><li><strong>dos</strong></li></ul>',
        '<img src="/media/a.jpg" alt="foto">',
      ),
    );
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 15 }), (paragraphs) => {
        for (const message of messagesOf(part({ contentHtml: paragraphs.join('') }))) {
          if (message.kind === 'text') expect(message.body.length).toBeLessThanOrEqual(WHATSAPP_LIMITS.textBody);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('a video', () => {
  const video = part({ kind: 'video', title: 'Mira esto', content: '', mediaUrl: '/media/demo/v.mp4' });

  it('is sent as a video, captioned with its title, when WhatsApp takes its size', () => {
    expect(messagesOf(video, context({ '/media/demo/v.mp4': { bytes: 3 * MB } }))).toEqual([
      { kind: 'video', link: 'https://aula.example/media/demo/v.mp4', caption: '*Mira esto*' },
    ]);
  });

  it('follows its own text, the title then opening the text', () => {
    const withText = { ...video, content: 'Tres preguntas.' };
    expect(messagesOf(withText, context({ '/media/demo/v.mp4': { bytes: MB } }))).toEqual([
      { kind: 'text', body: '*Mira esto*\n\nTres preguntas.' },
      { kind: 'video', link: 'https://aula.example/media/demo/v.mp4', caption: 'Mira esto' },
    ]);
  });

  it('is sent as its low-data version when itself too big', () => {
    const media = { '/media/demo/v.mp4': { bytes: 80 * MB, lowData: { url: '/media/demo/v-low.mp4', bytes: 9 * MB } } };
    expect(messagesOf(video, context(media))).toEqual([
      { kind: 'video', link: 'https://aula.example/media/demo/v-low.mp4', caption: '*Mira esto*' },
    ]);
  });

  it('becomes a link when too big with no small version, of unknown size, or not MP4', () => {
    const link = { kind: 'text', body: 'Mira el video aquí: https://aula.example/media/demo/v.mp4' };
    const big = { bytes: 80 * MB, lowData: { url: '/media/demo/v-low.mp4', bytes: 20 * MB } };
    expect(messagesOf(video, context({ '/media/demo/v.mp4': big }))).toEqual([link]);
    expect(messagesOf(video, context())).toEqual([link]);
    expect(messagesOf(video, context({ '/media/demo/v.mp4': { bytes: MB, contentType: 'video/webm' } }))).toEqual([
      link,
    ]);
    const english = context({}, { language: 'en' });
    expect(messagesOf(video, english)).toEqual([
      { kind: 'text', body: 'Watch the video here: https://aula.example/media/demo/v.mp4' },
    ]);
  });
});

describe('a download', () => {
  it('is sent as a document named by the last part of its address, captioned with its title', () => {
    const download = part({ kind: 'download', title: 'Plantilla', mediaUrl: '/media/demo/perfil%20cliente.pdf?v=2' });
    expect(messagesOf(download)).toEqual([
      {
        kind: 'document',
        link: 'https://aula.example/media/demo/perfil%20cliente.pdf?v=2',
        filename: 'perfil cliente.pdf',
        caption: '*Plantilla*',
      },
    ]);
  });
});

type OptionSpec = string | { text: string; correct: boolean };

function check(...questions: { kind: QuestionKind; options: OptionSpec[] }[]): ConsoleCheck {
  return {
    pass_mark: 80,
    max_attempts: null,
    questions: questions.map((question, index) => ({
      id: 100 + index,
      kind: question.kind,
      prompt: `¿Pregunta ${index + 1}?`,
      review_part_id: null,
      options: question.options.map((option, optionIndex) => ({
        id: 1000 + 10 * index + optionIndex,
        text: typeof option === 'string' ? option : option.text,
        correct: typeof option === 'string' ? optionIndex === 0 : option.correct,
        feedback: 'SECRET-FEEDBACK',
      })),
    })),
  };
}

function questionOf(definition: ConsoleCheck, index: number) {
  const question = definition.questions[index];
  if (!question) throw new Error(`no question ${index}`);
  return question;
}

describe('a check', () => {
  const definition = check(
    { kind: 'true_false', options: ['Verdadero', 'Falso'] },
    { kind: 'single', options: ['Pagar a proveedores', 'Ahorrar para el local', 'Un sueldo para ti'] },
    { kind: 'single', options: ['Separar las cuentas del hogar y las del negocio', 'Otra', 'Otra más', 'Ninguna'] },
    { kind: 'single', options: ['x'.repeat(120), 'y'] },
    { kind: 'multiple', options: ['Sí', 'No'] },
  );
  const checkPart = part({
    kind: 'check',
    title: 'Comprueba',
    content: 'Unas preguntas.',
    checkDefinition: definition,
  });
  const messages = messagesOf(checkPart);

  it('opens with the title, its text and how many questions and right answers it takes', () => {
    expect(messages[0]).toEqual({
      kind: 'text',
      body: '*Comprueba*\n\nUnas preguntas.\n\nResponde 5 preguntas; apruebas con 80% de respuestas correctas.',
    });
  });

  it('asks up to three short options with buttons whose ids name part, question and option', () => {
    expect(messages[1]).toEqual({
      kind: 'buttons',
      body: 'Pregunta 1 de 5\n\n¿Pregunta 1?',
      buttons: [
        { id: 'check:7:100:1000', title: 'Verdadero' },
        { id: 'check:7:100:1001', title: 'Falso' },
      ],
    });
  });

  it('lists options too long for a button, the rest of a long one below its title', () => {
    expect(messages[2]).toMatchObject({ kind: 'list', button: 'Ver opciones' });
    const rows = messages[3]?.kind === 'list' ? messages[3].rows : [];
    expect(rows[0]).toEqual({
      id: 'check:7:102:1020',
      title: 'Separar las cuentas…',
      description: 'del hogar y las del negocio',
    });
  });

  it('numbers options no row holds, and always the options of a multiple-answer question', () => {
    expect(messages[4]).toEqual({
      kind: 'text',
      body: `Pregunta 4 de 5\n\n¿Pregunta 4?\n\n1. ${'x'.repeat(120)}\n2. y\n\nResponde con el número de tu respuesta.`,
    });
    expect(messages[5]).toEqual({
      kind: 'text',
      body: 'Pregunta 5 de 5\n\n¿Pregunta 5?\n\n1. Sí\n2. No\n\nResponde con los números separados por comas, p. ej. 1,3',
    });
    const english = chatMessage.parse(questionMessage(7, questionOf(definition, 4), { index: 4, total: 5 }, 'en'));
    expect(english).toMatchObject({ body: expect.stringContaining('Reply with the numbers separated by commas') });
  });

  it('never tells which option is right nor its feedback', () => {
    // The messages as composed, before the contract's parse would drop a field it does not know.
    const all = JSON.stringify(partMessages(checkPart, context()));
    expect(all).not.toContain('SECRET-FEEDBACK');
    expect(all).not.toContain('"correct"');
  });

  it('asks the questions in the order handed in, or only gives its intro when they are asked apart', () => {
    const reversed = messagesOf(checkPart, context({}, { questions: definition.questions.slice(0, 2).reverse() }));
    expect(reversed[1]).toMatchObject({ kind: 'list', body: 'Pregunta 1 de 2\n\n¿Pregunta 2?' });
    expect(reversed[2]).toMatchObject({ kind: 'buttons', body: 'Pregunta 2 de 2\n\n¿Pregunta 1?' });
    expect(messagesOf(checkPart, context({}, { askQuestions: false }))).toEqual([messages[0]]);
  });
});

describe('replies to a question', () => {
  const replies = check(
    { kind: 'true_false', options: ['Verdadero', 'Falso'] },
    { kind: 'multiple', options: ['a', 'b', 'c'] },
  );
  const trueFalse = questionOf(replies, 0);
  const multiple = questionOf(replies, 1);

  it('round-trips a reply id and refuses anything else', () => {
    const reply = { partId: 7, questionId: 100, optionId: 1001 };
    expect(parseCheckReplyId(checkReplyId(reply))).toEqual(reply);
    for (const junk of ['check:7:100', 'check:7:100:x', 'module:3', 'check:7:100:1:2', ' check:7:100:1']) {
      expect(parseCheckReplyId(junk)).toBeUndefined();
    }
  });

  it('takes a tap on this question only', () => {
    const question = trueFalse;
    expect(answerOf({ text: 'Falso', id: 'check:7:100:1001' }, 7, question)).toEqual([1001]);
    expect(answerOf({ text: 'Falso', id: 'check:8:100:1001' }, 7, question)).toBeUndefined();
    expect(answerOf({ text: 'Falso', id: 'check:7:100:9999' }, 7, question)).toBeUndefined();
  });

  it('takes the numbers listed, several only for a multiple-answer question, or an option typed out', () => {
    const question = trueFalse;
    expect(answerOf({ text: '2' }, 7, question)).toEqual([1001]);
    expect(answerOf({ text: '1,2' }, 7, question)).toBeUndefined();
    expect(answerOf({ text: '¡verdadero!' }, 7, question)).toEqual([1000]);
    expect(answerOf({ text: '1, 3' }, 7, multiple)).toEqual([1010, 1012]);
    expect(numberedChoice('1 y 4', 3)).toBeUndefined();
    expect(numberedChoice('siguiente', 3)).toBeUndefined();
  });
});
