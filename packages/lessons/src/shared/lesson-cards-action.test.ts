import { mockState } from '@aula/mocks/state';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allyLesson, SITE } from '../test-screen';
import { lessonCardsAction } from './lesson-cards-action';

// The hearts on lesson cards posted to the server before the app runs (home, favourites).
// Bad input tried: no lesson, a lesson id that is no id, a favourite that is neither true nor
// false, a form the page has not, and the API failing.

const server = useMswServer();
// As the API's cookie does for the learner who posted (Crecer's demo learner).
beforeEach(() => plantSession('mock-token-2'));
afterEach(clearAllCookies);

const post = async (fields: Record<string, string>, page = `${SITE}/seccion/favoritos`) =>
  (await postToAction(lessonCardsAction, page, { country: 'mx', allyCode: 'crecer' }, fields)).answer;

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init: { status?: number } | null }).init?.status ?? 200);

describe('lessonCardsAction', () => {
  it('saves a heart and goes back to the same list', async () => {
    const lesson = allyLesson((candidate) => !candidate.detail.favorite);
    const answer = await post(
      { _form: 'favorite', lesson_id: String(lesson.detail.id), favorite: 'true' },
      `${SITE}/seccion`,
    );
    expect(statusOf(answer)).toBe(302);
    // Back to the page's path only: the request's origin is the renderer's, never the visitor's.
    expect((answer as Response).headers.get('location')).toBe(`${SITE}/seccion`);
    expect(mockState().lessons.find((one) => one.detail.id === lesson.detail.id)?.detail.favorite).toBe(true);

    const removed = await post({ _form: 'favorite', lesson_id: String(lesson.detail.id), favorite: 'false' });
    expect((removed as Response).headers.get('location')).toBe(`${SITE}/seccion/favoritos`);
    expect(mockState().lessons.find((one) => one.detail.id === lesson.detail.id)?.detail.favorite).toBe(false);
  });

  it.each([
    [{ _form: 'favorite', favorite: 'true' }],
    [{ _form: 'favorite', lesson_id: 'abc', favorite: 'true' }],
    [{ _form: 'favorite', lesson_id: '1', favorite: 'maybe' }],
  ])('answers %o with 400, as the heart failed, and sends nothing', async (fields) => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    const answer = (await post(fields)) as { data: { form: string; failed?: boolean } };
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ form: 'favorite', failed: true });
    expect(calls).toEqual([]);
  });

  it('refuses a form the page does not have', async () => {
    const answer = (await post({ _form: 'rating', rating: '4' })) as { data: { form: unknown } };
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.form).toBeNull();
  });

  it('says it failed when the API does, so the list can say so', async () => {
    server.use(http.post('*/api/lessons/:id/set_favorite/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const answer = (await post({ _form: 'favorite', lesson_id: '1', favorite: 'true' })) as {
      data: { failed?: boolean; form: string };
    };
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ form: 'favorite', failed: true });
  });
});
