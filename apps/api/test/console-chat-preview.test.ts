import type { ChatMessage } from '@aula/contracts/chat-learning';
import { chatPreviewResponse } from '@aula/contracts/console-chat-preview';
import { consoleLesson, consolePart } from '@aula/contracts/console-curriculum';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allies, lessonParts, users } from '../src/db/schema';
import { mediaObjects } from '../src/db/schema/media';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, lessonId, newLearner } from './helpers/content';

// Issue 42: the lesson editor's "See as a WhatsApp conversation", the chat's own messages for a
// lesson, drafts included, for the ally's editors only.
const ctx = useTestApp();
let impulsaEditor: string;
let crecerEditor: string;
let maria: string;

async function teamToken(allyCode: string, email: string) {
  const { id, token } = await newLearner(ctx.db, allyCode, email);
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.id, id));
  return token;
}

beforeAll(async () => {
  impulsaEditor = await teamToken('impulsa', 'chat-preview@impulsa.example');
  crecerEditor = await teamToken('crecer', 'chat-preview@crecer.example');
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
}, 30_000);

function get(url: string, token?: string, ally = 'impulsa') {
  return ctx.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), [ALLY_HEADER]: ally } });
}

const previewUrl = (id: number | string, language = 'es') =>
  `/api/console/lessons/${id}/chat-preview/?language=${language}`;

async function previewOf(id: number, language = 'es'): Promise<ChatMessage[]> {
  const response = await get(previewUrl(id, language), impulsaEditor);
  expect(response.statusCode, response.body).toBe(200);
  // Every message held to `chatMessage`, the Cloud API's limits the chat's queue sends by.
  return chatPreviewResponse.parse(response.json()).messages;
}

async function post(url: string, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(impulsaEditor), [ALLY_HEADER]: 'impulsa' },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What a learner reads of a message: its text, caption, buttons and rows. */
function wordsOf(message: ChatMessage): string {
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'image':
    case 'video':
      return message.caption ?? '';
    case 'document':
      return `${message.filename} ${message.caption ?? ''}`;
    case 'buttons':
      return [message.body, ...message.buttons.map((button) => button.title)].join('\n');
    case 'list':
      return [message.body, message.button, ...message.rows.map((row) => `${row.title} ${row.description ?? ''}`)].join(
        '\n',
      );
  }
}

describe('a lesson as the chat sends it', () => {
  it('reads a demo lesson in order: its introduction, the video, the reading, then the check and each question, no right answer said', async () => {
    const id = await lessonId(ctx.db, 'Cierra la venta con confianza');
    const messages = await previewOf(id);
    const all = messages.map(wordsOf);

    expect(messages[0]).toMatchObject({
      kind: 'text',
      body: expect.stringMatching(/^\*Cierra la venta con confianza\*\n\n/),
    });
    const at = (words: string) => all.findIndex((text) => text.includes(words));
    const video = at('*Las cinco objeciones más comunes*');
    const reading = at('*Guion para pedir la venta*');
    const check = at('*Comprueba lo aprendido*');
    expect(0 < video && video < reading && reading < check).toBe(true);
    // The video itself (or its MP4) when WhatsApp plays it, else the link to watch it.
    const media = messages[video + 1];
    const watched = media?.kind === 'video' ? media.link : media?.kind === 'text' ? media.body : '';
    expect(watched).toMatch(/^(Mira el video aquí: )?https?:\/\/\S+\/media\/demo\/clase-demo\.(webm|mp4)$/);
    expect(all[check]).toContain('Responde 3 preguntas');

    const questions = messages.slice(check + 1);
    expect(questions.map(wordsOf).map((text) => text.split('\n')[0])).toEqual([
      'Pregunta 1 de 3',
      'Pregunta 2 de 3',
      'Pregunta 3 de 3',
    ]);
    // A true or false question: two buttons to tap.
    expect(questions[2]).toMatchObject({
      kind: 'buttons',
      buttons: [{ title: 'Verdadero' }, { title: 'Falso' }],
    });

    const [stored] = await ctx.db
      .select({ check: lessonParts.checkDefinition })
      .from(lessonParts)
      .where(eq(lessonParts.lessonId, id))
      .orderBy(lessonParts.position)
      .then((rows) => rows.filter((row) => row.check !== null));
    const definition = stored?.check as ConsoleCheck;
    // A long option goes as a list row: its start as the title ("…"), the rest under it.
    const said = questions.map(wordsOf).join('\n').replace(/… /g, ' ');
    for (const question of definition.questions) {
      expect(said).toContain(question.prompt);
      for (const option of question.options) {
        expect(said).toContain(option.text);
        if (option.feedback) expect(said).not.toContain(option.feedback);
      }
    }
    expect(JSON.stringify(messages)).not.toMatch(/"correct"|"feedback"/);
  });

  it("shows a draft lesson's parts as sent: a picture with its caption, a video WhatsApp plays, a file, a check, in English too", async () => {
    const module = await post('/api/console/modules/', { title: 'Chat en borrador', description: 'Para probar' });
    const lesson = consoleLesson.parse(
      await post(`/api/console/modules/${module.id}/lessons/`, { title: 'Tu cuaderno', introduction: 'Anota todo.' }),
    );
    expect(lesson.published_at).toBeNull();
    const [ally] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
    await ctx.db.insert(mediaObjects).values({
      allyId: ally?.id ?? 0,
      kind: 'video',
      key: 'uploads/impulsa/chat-preview-clase.mp4',
      contentType: 'video/mp4',
      size: 2_000_000,
      sha256: '0'.repeat(64),
      originalName: 'clase.mp4',
    });
    await post(`/api/console/lessons/${lesson.id}/parts/`, {
      title: 'Lectura',
      kind: 'reading',
      body_html:
        '<p>Anota <strong>cada</strong> gasto.</p><img src="https://fotos.example/cuaderno.png" alt="Un cuaderno">',
    });
    await post(`/api/console/lessons/${lesson.id}/parts/`, {
      title: 'Clase',
      kind: 'video',
      media_url: '/media/uploads/impulsa/chat-preview-clase.mp4',
      duration_minutes: 2,
    });
    await post(`/api/console/lessons/${lesson.id}/parts/`, {
      title: 'Plantilla',
      kind: 'download',
      media_url: '/media/demo/plantilla-ventas-gastos.pdf',
    });
    const check = consolePart.parse(
      await post(`/api/console/lessons/${lesson.id}/parts/`, {
        title: 'Comprueba',
        kind: 'check',
        check: {
          questions: [
            {
              kind: 'single',
              prompt: '¿Cuándo anotas un gasto?',
              options: [
                { text: 'Al momento', correct: true, feedback: 'Así no se te olvida ninguno.' },
                { text: 'A fin de mes', correct: false, feedback: 'Para entonces ya olvidaste varios.' },
              ],
            },
          ],
        },
      }),
    );

    const messages = await previewOf(lesson.id);
    expect(messages).toEqual([
      { kind: 'text', body: '*Tu cuaderno*\n\nAnota todo.' },
      { kind: 'text', body: '*Lectura*\n\nAnota *cada* gasto.' },
      { kind: 'image', link: 'https://fotos.example/cuaderno.png', caption: 'Un cuaderno' },
      {
        kind: 'video',
        link: expect.stringMatching(/^https?:\/\/.+\/media\/uploads\/impulsa\/chat-preview-clase\.mp4$/),
        caption: '*Clase*',
      },
      {
        kind: 'document',
        link: expect.stringMatching(/^https?:\/\/.+\/media\/demo\/plantilla-ventas-gastos\.pdf$/),
        filename: 'plantilla-ventas-gastos.pdf',
        caption: '*Plantilla*',
      },
      { kind: 'text', body: expect.stringMatching(/^\*Comprueba\*\n\nResponde una pregunta/) },
      {
        kind: 'buttons',
        body: 'Pregunta 1 de 1\n\n¿Cuándo anotas un gasto?',
        buttons: [
          { id: expect.stringMatching(new RegExp(`^check:${check.id}:`)), title: 'Al momento' },
          { id: expect.stringMatching(new RegExp(`^check:${check.id}:`)), title: 'A fin de mes' },
        ],
      },
    ]);

    const english = await previewOf(lesson.id, 'en');
    expect(english.at(-1)).toMatchObject({ kind: 'buttons', body: 'Question 1 of 1\n\n¿Cuándo anotas un gasto?' });
  });
});

describe('who may see it', () => {
  it("answers another ally's editor 404, as for the lesson itself", async () => {
    const id = await lessonId(ctx.db, 'Cierra la venta con confianza');
    const response = await get(previewUrl(id), crecerEditor, 'crecer');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('refuses a learner (403) and a caller signed in as nobody (401)', async () => {
    const id = await lessonId(ctx.db, 'Cierra la venta con confianza');
    expect((await get(previewUrl(id), maria)).statusCode).toBe(403);
    expect((await get(previewUrl(id))).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['an id that is no number', previewUrl('uno'), 'id'],
    ['a language the chat does not speak', previewUrl(1, 'fr'), 'language'],
  ])('answers 400 naming the field: %s', async (_tried, url, field) => {
    const response = await get(url, impulsaEditor);
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json().fields as { field: string }[]).map((item) => item.field)).toContain(field);
  });
});
