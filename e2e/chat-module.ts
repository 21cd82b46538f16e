import { expect } from '@playwright/test';
import { api } from './account-helpers';

// A module the impulsa editor writes for the chat journey, through the console's own API: a lesson
// whose reading has three sections (each about as long as one WhatsApp message holds of it), the
// demo video and a one-question check; offered in the chat and published.

const SECTION =
  'Escribe como hablas con tus clientes en el mostrador: frases cortas, una idea por mensaje y una pregunta al final. ' +
  'Antes de enviar, léelo en voz alta y quita todo lo que no ayude a decidir. Un cliente que lee en el teléfono ' +
  'mientras atiende su propio negocio agradece que vayas al grano y que le digas qué hacer después. ';

/** Three sections of the reading: each heading and its paragraphs come to one message. */
export const READING_SECTIONS = ['Saluda por su nombre', 'Muestra tres productos', 'Pide un paso concreto'];

const readingHtml = READING_SECTIONS.map(
  (heading) => `<h2>${heading}</h2><p>${SECTION.repeat(2).trim()}</p><p>${SECTION.trim()}</p>`,
).join('');

export const CHECK_QUESTION = '¿Cuál mensaje pide un paso concreto?';
export const CHECK_RIGHT = 'Apartar el viernes';
export const CHECK_WRONG = 'Avísame si quieres';

async function editorToken(baseURL: string): Promise<string> {
  const answer = await api(baseURL, '/api/mx/login/', {
    method: 'POST',
    body: { email: 'editor@impulsa.example', password: 'Aula-demo-2026' },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function created<T>(baseURL: string, token: string, path: string, body?: object, method = 'POST'): Promise<T> {
  const answer = await api(baseURL, path, { method, token, ...(body ? { body } : {}) });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Writes and publishes the module; answers its title and its lesson's. */
export async function publishedChatModule(baseURL: string, title: string) {
  const token = await editorToken(baseURL);
  const module = await created<{ id: number; version: number }>(baseURL, token, '/api/console/modules/', {
    title,
    description: 'Vende por mensajes sin salir del chat.',
    chat_learning: true,
  });
  const lessonTitle = `${title}: tu primer mensaje`;
  const lesson = await created<{ id: number; version: number }>(
    baseURL,
    token,
    `/api/console/modules/${module.id}/lessons/`,
    { title: lessonTitle, introduction: 'Un mensaje claro vende más que diez mensajes largos.' },
  );
  const part = (body: object) => created(baseURL, token, `/api/console/lessons/${lesson.id}/parts/`, body);
  await part({ title: 'Lectura: un mensaje que vende', kind: 'reading', body_html: readingHtml, duration_minutes: 4 });
  await part({ title: 'Video: un catálogo en el chat', kind: 'video', media_url: '/media/demo/clase-demo.webm' });
  await part({
    title: 'Comprueba lo que aprendiste',
    kind: 'check',
    check: {
      questions: [
        {
          kind: 'single',
          prompt: CHECK_QUESTION,
          options: [
            { text: CHECK_WRONG, correct: false, feedback: 'Deja la decisión en el aire.' },
            { text: CHECK_RIGHT, correct: true, feedback: 'Eso es: un paso concreto.' },
          ],
        },
      ],
    },
  });
  // Published at the versions they have now (a save answers 409 to an older one).
  for (const path of [`/api/console/lessons/${lesson.id}/`, `/api/console/modules/${module.id}/`]) {
    const { version } = await created<{ version: number }>(baseURL, token, path, undefined, 'GET');
    await created(baseURL, token, `${path}publication/`, { published: true, version }, 'PUT');
  }
  return { moduleId: module.id, lessonTitle };
}
