// @vitest-environment node
// The server renderer draws a shared lesson link for someone not signed in: its preview, with the
// link preview a crawler reads, or a not-found page with its 404. msw answers its API calls.
import { lessonTitled } from '@aula/mocks/fixtures/lessons';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';
const ORIGIN = 'https://impulsa.example';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lesson = lessonTitled('Conoce a tu cliente ideal').detail;
const lessonPath = `/mx/impulsa/seccion/lecciones/${lesson.id}`;

function metaOf(head: string): Record<string, string> {
  const tags = head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map(([, key, content]) => [key, content ?? '']));
}

const htmlText = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('a shared lesson link drawn by the server for someone not signed in', () => {
  it('is the lesson’s preview, whole without JavaScript, with the way in back to it', async () => {
    const page = await render(lessonPath, { apiOrigin: API, pageOrigin: ORIGIN });
    if (page?.kind !== 'page') throw new Error(`the preview was not drawn: ${JSON.stringify(page)}`);
    expect(page.status).toBe(200);
    const html = htmlText(page.html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${lesson.title}</h1>`));
    expect(html).toContain(lesson.summary);
    expect(html).toContain(lesson.introduction);
    expect(html).toContain(lesson.module.title);
    expect(html).toContain('Regístrate para verla');
    expect(html).toContain(`href="/mx/impulsa/registro?redirect=${encodeURIComponent(lessonPath)}"`);
    expect(html).toContain(`href="/mx/impulsa/login?redirect=${encodeURIComponent(lessonPath)}"`);
    // The ally's frame, and the header's sign-in coming back here too.
    expect(html).toMatch(/<img[^>]*alt="Impulsa"/);
    expect(page.head).toContain(`<title>${lesson.title} · Impulsa</title>`);
    // Bad case: the lesson itself reaching a visitor, or another ally's name.
    for (const part of lesson.parts) expect(html).not.toContain(part.title);
    expect(`${page.html}${page.head}${page.state}`).not.toMatch(/\bCrecer\b|\/crecer/);
    // The state hands the browser the preview it was drawn from, so the app adopts the same page.
    expect(page.state).toContain('getLessonPreview');
    // No learner screen's code announced to a visitor.
    expect(page.head).not.toContain('modulepreload');
  });

  it('tells WhatsApp and Facebook the lesson’s title, summary and cover', async () => {
    const page = await render(lessonPath, { apiOrigin: API, pageOrigin: ORIGIN });
    if (page?.kind !== 'page') throw new Error('the preview was not drawn');
    const meta = metaOf(page.head);
    expect(meta).toMatchObject({
      'og:type': 'article',
      'og:title': lesson.title,
      'og:description': lesson.summary,
      'og:image': `${ORIGIN}${lesson.cover_image_url}`,
      'og:url': `${ORIGIN}${lessonPath}`,
      'og:site_name': 'Impulsa',
      'og:locale': 'es_MX',
      'twitter:card': 'summary_large_image',
      description: lesson.summary,
    });
  });

  it.each([
    ['another ally’s lesson', `/mx/crecer/seccion/lecciones/${lesson.id}`, /Crecer/],
    ['an id nobody has', '/mx/impulsa/seccion/lecciones/999999', /Impulsa/],
    ['an id that is not one', '/mx/impulsa/seccion/lecciones/abc', /Impulsa/],
    ['a negative id', '/mx/impulsa/seccion/lecciones/-4', /Impulsa/],
  ])('is a not-found page with a 404 for %s, drawn in the ally’s frame', async (_case, url, ally) => {
    const page = await render(url, { apiOrigin: API, pageOrigin: ORIGIN });
    if (page?.kind !== 'page') throw new Error(`no not-found page: ${JSON.stringify(page)}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('No encontramos esta lección');
    expect(page.html).toMatch(new RegExp(`<img[^>]*alt="${ally.source}"`));
    expect(page.head).toContain('<title>No encontramos esta lección');
    expect(page.head).not.toContain('og:');
    expect(page.html).not.toContain(lesson.title);
  });

  it('still draws a learner’s other screens, asked for without a session, as the loading frame', async () => {
    const frame = await render('/mx/impulsa/seccion/modulos', { apiOrigin: API });
    expect(frame?.kind).toBe('frame');
    expect(frame?.status).toBe(200);
  });
});
