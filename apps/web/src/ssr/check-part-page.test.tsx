// @vitest-environment node
// A lesson's check part drawn by the server for its learner, and its answers posted to the page
// before the app runs, graded by the lesson route's action (packages/lessons/src/check/).
import { checkPartFixtures } from '@aula/mocks/fixtures/knowledge-checks';
import { demoUsers, mockTokenFor } from '@aula/mocks/fixtures/users';
import { resetMockState } from '@aula/mocks/handlers';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';

const API = 'http://127.0.0.1:3999';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const found = demoUsers.find(({ user }) => user.access === 'learner' && user.ally_code === 'crecer')?.user;
const [fixture] = checkPartFixtures;
if (!found || !fixture) throw new Error('the mock world needs crecer’s learner and a check part');
const learner = found;
const url = `/mx/crecer/seccion/lecciones/${fixture.lessonId}?parte=${fixture.part.id}`;

const fetchAsLearner = async (request: Request) => {
  const signed = new Request(request);
  signed.headers.set('authorization', `Bearer ${mockTokenFor(learner)}`);
  return fetch(signed);
};

async function page(body?: URLSearchParams) {
  const submission = body && {
    contentType: 'application/x-www-form-urlencoded',
    body: String(body),
    fetch: fetchAsLearner,
  };
  const result = await render(url, { apiOrigin: API, learner: { user: learner, fetch: fetchAsLearner }, submission });
  if (result?.kind !== 'page') throw new Error(`the check part was not drawn: ${JSON.stringify(result)}`);
  return result;
}

describe('a check part drawn by the server', () => {
  it('is a form posted to its page, with its questions, before any code of the page runs', async () => {
    const { html } = await page();
    expect(html).toMatch(/<form method="post"/);
    expect(html).toContain('name="_form" value="check"');
    expect(html).toContain('Enviar respuestas');
    expect(html).toContain(fixture.check.questions[0]?.prompt);
    expect(html).not.toContain('Cargando esta parte…');
    // The browser loads the check's code before adopting the page when the page holds one.
    expect(html).toContain('data-check-part=""');
  });

  it('grades the answers posted before the app and draws the grade on the page that answers', async () => {
    const body = new URLSearchParams({ _form: 'check', part_id: String(fixture.part.id), attempt: '1' });
    for (const question of fixture.check.questions) {
      body.append('question', String(question.id));
      const chosen = question.options.filter((option) => option.correct !== (question.id === 1));
      for (const option of question.kind === 'multiple' ? chosen : chosen.slice(0, 1)) {
        body.append(`answer_${question.id}`, String(option.id));
      }
    }
    const graded = await page(body);
    expect(graded.status).toBe(200);
    expect(graded.html).toContain('Te faltó poco: necesitas 70%.');
    expect(graded.html).toContain('Acertaste 2 de 3 (67%)');
    expect(graded.html).toContain('Repasa: Una promoción en tres publicaciones');
  });
});
