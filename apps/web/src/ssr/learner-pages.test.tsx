// @vitest-environment node
// A learner's screens rendered on the server for that learner alone: the API vouches for them and
// hands a fetch that reads the API as them; msw stands in for the API.
import type { SessionUser } from '@aula/contracts/auth';
import { demoUsers, mockTokenFor } from '@aula/mocks/fixtures/users';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const demo = (allyCode: string) => {
  const found = demoUsers.find(({ user }) => user.access === 'learner' && user.ally_code === allyCode)?.user;
  if (!found) throw new Error(`no demo learner of ${allyCode}`);
  return found;
};
const maria = demo('impulsa');
/** A second learner of the same ally, as the API would name them (the mocks know one token per ally). */
const pedro: SessionUser = { ...maria, id: 99, name: 'Pedro Segundo', email: 'pedro@impulsa.example' };

/**
 * A fetch as this learner; it notes each path asked. The mock API knows one learner of Impulsa, so
 * Pedro's answers are María's with his name, as the API would answer him.
 */
function fetchAs(user: SessionUser, asked: string[]) {
  return async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    const signed = new Request(request);
    signed.headers.set('authorization', `Bearer ${mockTokenFor(user.id === pedro.id ? maria : user)}`);
    const answer = await fetch(signed);
    if (user.id !== pedro.id) return answer;
    const body = (await answer.text()).replaceAll(maria.name, pedro.name).replaceAll('María', 'Pedro');
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}

async function pageFor(url: string, user: SessionUser, asked: string[] = []) {
  const result = await render(url, { apiOrigin: API, learner: { user, fetch: fetchAs(user, asked) } });
  if (result?.kind !== 'page') throw new Error(`${url} was not rendered for ${user.name}: ${JSON.stringify(result)}`);
  return result;
}

describe('server rendering of a learner’s screens', () => {
  it('draws the learner home with the learner’s greeting, lists and state, the first cover eager', async () => {
    const asked: string[] = [];
    const home = await pageFor('/mx/impulsa/seccion', maria, asked);
    expect(home.status).toBe(200);
    expect(home.html).toContain('María');
    expect(home.html).not.toContain('Cargando');
    // Every list of the screen asked as the learner, and its answers handed to the browser.
    expect(asked).toEqual(
      expect.arrayContaining(['/api/lesson_modules/', '/api/lessons/following/', '/api/favorites/']),
    );
    const state = JSON.parse(home.state);
    expect(state.user).toMatchObject({ id: maria.id, name: maria.name });
    expect(Object.values(state.api.queries).map((query) => (query as { endpointName: string }).endpointName)).toEqual(
      expect.arrayContaining(['getModules', 'getFollowingLessons']),
    );
    expect(home.html).toMatch(/<img[^>]*fetchPriority="high"/);
    // Its preload leads the head, before the screen's script preloads: asked for first.
    expect(home.head.trimStart()).toMatch(/^<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(home.html).not.toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    // A personal page has no link preview and never names its token.
    expect(home.head).not.toContain('og:');
    expect(`${home.html}${home.head}${home.state}`).not.toContain(mockTokenFor(maria));
  });

  it.each([
    '/mx/impulsa/seccion/modulos',
    '/mx/impulsa/seccion/lecciones/6',
    '/mx/impulsa/seccion/favoritos',
    '/mx/impulsa/seccion/logros',
    '/mx/impulsa/seccion/perfil',
  ])('draws %s with its content, not the loading frame', async (url) => {
    const page = await pageFor(url, maria);
    expect(page.html).not.toContain('Cargando…');
    expect(page.html).toContain('<h1');
  });

  it('draws a lesson’s close with its share links at the address the visitor asked at, and without one', async () => {
    // The close is reached by a server-drawn link ("Terminar la lección") before the app has started.
    const shared = await render('/mx/impulsa/seccion/lecciones/6?parte=fin', {
      apiOrigin: API,
      pageOrigin: 'https://impulsa.example',
      learner: { user: maria, fetch: fetchAs(maria, []) },
    });
    if (shared?.kind !== 'page') throw new Error('the lesson’s close was not rendered');
    expect(shared.html).toContain('id="lesson-end"');
    expect(shared.html).toContain(encodeURIComponent('https://impulsa.example/mx/impulsa/seccion/lecciones/6'));
    // Told no origin, the server draws the close without share links rather than failing.
    const unshared = await pageFor('/mx/impulsa/seccion/lecciones/6?parte=fin', maria);
    expect(unshared.html).toContain('id="lesson-end"');
    expect(unshared.html).not.toContain(encodeURIComponent('/mx/impulsa/seccion/lecciones/6'));
  });

  it('draws a lesson as being kept for offline when it was asked for under the offline worker, and only then', async () => {
    const options = { apiOrigin: API, learner: { user: maria, fetch: fetchAs(maria, []) } };
    const underWorker = await render('/mx/impulsa/seccion/lecciones/6', { ...options, offlineWorker: true });
    if (underWorker?.kind !== 'page') throw new Error('the lesson was not rendered');
    expect(underWorker.html).toContain('Guardando para leer sin conexión…');
    const direct = await pageFor('/mx/impulsa/seccion/lecciones/6', maria);
    expect(direct.html).not.toContain('Guardando para leer sin conexión…');
  });

  it.each([
    '/mx/impulsa/seccion',
    '/mx/impulsa/seccion/favoritos',
    '/mx/impulsa/seccion/perfil',
    '/mx/impulsa/seccion/cuenta',
    // Its list is fetched anew on every visit (refetch on mount): on the server, each render pass did.
    '/mx/impulsa/seccion/cuenta/sesiones',
  ])('hands the browser every answer %s was drawn from, so hydration finds the same page', async (url) => {
    const page = await pageFor(url, maria);
    const state = JSON.parse(page.state) as { api: { queries: object; provided: { keys: object } } };
    const drawnFrom = Object.keys(state.api.provided.keys);
    expect(drawnFrom.length).toBeGreaterThan(0);
    expect(Object.keys(state.api.queries)).toEqual(expect.arrayContaining(drawnFrom));
  });

  it('gives two learners asking the same address at once each their own page', async () => {
    const askedByMaria: string[] = [];
    const askedByPedro: string[] = [];
    const [forMaria, forPedro] = await Promise.all([
      pageFor('/mx/impulsa/seccion', maria, askedByMaria),
      pageFor('/mx/impulsa/seccion', pedro, askedByPedro),
    ]);
    expect(forMaria.html).toContain('María');
    expect(forMaria.html).not.toContain('Pedro');
    expect(forPedro.html).toContain('Pedro');
    expect(`${forPedro.html}${forPedro.state}`).not.toContain('María');
    expect(JSON.parse(forPedro.state).user.id).toBe(99);
    // Each page asked through its own learner's fetch only.
    expect(askedByMaria.length).toBeGreaterThan(0);
    expect(askedByPedro.length).toBeGreaterThan(0);
  });

  it('draws nothing of a learner outside their screens or on another ally’s site', async () => {
    const asked: string[] = [];
    const crecer = demo('crecer');
    // Bad input tried: Crecer’s learner handed to an Impulsa screen: the anonymous frame, nothing asked as them.
    const elsewhere = await render('/mx/impulsa/seccion', {
      apiOrigin: API,
      learner: { user: crecer, fetch: fetchAs(crecer, asked) },
    });
    expect(elsewhere?.kind).toBe('frame');
    expect(asked).toEqual([]);
    // A public page is everyone’s: the learner given is ignored.
    const landing = await render('/mx/impulsa', {
      apiOrigin: API,
      learner: { user: maria, fetch: fetchAs(maria, asked) },
    });
    if (landing?.kind !== 'page') throw new Error('the landing was not rendered');
    expect(JSON.parse(landing.state).user).toBeUndefined();
    expect(landing.html).not.toContain('María');
    expect(asked).toEqual([]);
  });

  it('sends no page when the session ends while the page is drawn (the API then sends the anonymous one)', async () => {
    // Bad input tried: every answer 401, as for a session revoked between the API’s check and the render.
    server.use(http.get('*/api/*', () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })));
    expect(
      await render('/mx/impulsa/seccion', { apiOrigin: API, learner: { user: maria, fetch: fetchAs(maria, []) } }),
    ).toBeNull();
  });
});

describe('server rendering of sign-in and registration', () => {
  it.each([
    ['/mx/impulsa/login', 'phone_number'],
    ['/mx/impulsa/registro', 'email'],
  ])('sends %s as a form with native fields, usable before the app runs', async (url, field) => {
    const page = await render(url, { apiOrigin: API });
    if (page?.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(page)}`);
    expect(page.html).toContain('<form');
    expect(page.html).toMatch(new RegExp(`<input[^>]*name="${field}"`));
    expect(page.html).not.toContain('Cargando…');
    expect(JSON.parse(page.state).user).toBeUndefined();
  });
});
