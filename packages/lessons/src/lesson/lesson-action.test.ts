import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lessonAction } from './lesson-action';

// The heart and the stars posted to the server before the app runs.
// Bad input tried: a favourite that is neither true nor false, 0 and 6 stars, no stars, a lesson id
// that is no id, a form the screen has not, and the API failing.

const server = useMswServer();
// As the API's cookie does for the learner who posted.
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

const post = async (fields: Record<string, string>, lessonId = '1') =>
  (
    await postToAction(
      lessonAction,
      `/mx/impulsa/seccion/lecciones/${lessonId}?parte=fin`,
      { country: 'mx', allyCode: 'impulsa', lessonId },
      fields,
    )
  ).answer;

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init: { status?: number } | null }).init?.status ?? 200);

describe('lessonAction', () => {
  it('saves a favourite and a rating, then goes back to the same place of the lesson', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const favourite = await post({ _form: 'favorite', favorite: 'true' });
    expect(statusOf(favourite), JSON.stringify(favourite)).toBe(302);
    // Back to the page's path only: the request's origin is the renderer's, never the visitor's.
    expect((favourite as Response).headers.get('location')).toBe('/mx/impulsa/seccion/lecciones/1?parte=fin');
    const rated = await post({ _form: 'rating', rating: '4' });
    expect(statusOf(rated)).toBe(302);
    expect(calls).toEqual(['POST /api/lessons/1/set_favorite/', 'POST /api/lessons/1/set_rating/']);
  });

  it.each([
    [{ _form: 'favorite', favorite: 'maybe' }],
    [{ _form: 'rating', rating: '0' }],
    [{ _form: 'rating', rating: '6' }],
    [{ _form: 'rating' }],
    [{ _form: 'comment', text: 'hola' }],
  ])('answers %o with 400 and sends nothing', async (fields) => {
    expect(statusOf(await post(fields))).toBe(400);
  });

  it('says it failed when the API does, so the screen can say so', async () => {
    server.use(http.post('*/api/lessons/:id/set_rating/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const answer = (await post({ _form: 'rating', rating: '3' })) as { data: { failed?: boolean; form: string } };
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ form: 'rating', failed: true });
  });

  it('is not found for a lesson id that is no id', async () => {
    await expect(post({ _form: 'favorite', favorite: 'true' }, 'abc')).rejects.toMatchObject({ status: 404 });
  });
});
