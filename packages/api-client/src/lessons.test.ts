import { lessonFixtures } from '@aula/mocks/fixtures/lessons';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { lessonsApi } from './lessons';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { colombianLesson, finishedLesson, halfDoneLesson, openLesson } from './test/demo';
import { recordRequests } from './test/requests';

const scope = { country: 'mx', ally_code: 'impulsa' };

describe('lesson endpoints', () => {
  it('getNewLessons GETs /api/new_lessons/ with country and ally_code', async () => {
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(lessonsApi.endpoints.getNewLessons.initiate(scope));

    expect(
      requests.map((request) => [request.method, new URL(request.url).pathname + new URL(request.url).search]),
    ).toEqual([['GET', '/api/new_lessons/?country=mx&ally_code=impulsa']]);
    // Newest first: the cash-flow lesson is the ally's latest in Mexico (the Colombian module stays out).
    expect(data?.results[0]?.id).toBe(openLesson.id);
    expect(data?.results.map((lesson) => lesson.id)).not.toContain(colombianLesson.id);
  });

  it('getMostViewedLessons GETs /api/most_viewed_lessons/ with country and ally_code', async () => {
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(
      lessonsApi.endpoints.getMostViewedLessons.initiate({ country: 'co', ally_code: 'crecer' }),
    );

    expect(new URL(requests[0]?.url ?? '').search).toBe('?country=co&ally_code=crecer');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/most_viewed_lessons/');
    const crecer = lessonFixtures.filter((lesson) => lesson.allyCode === 'crecer' && lesson.countries.includes('co'));
    expect(data?.results).toHaveLength(crecer.length);
    expect(data?.results[0]?.views).toBe(Math.max(...crecer.map((lesson) => lesson.detail.views)));
  });

  it('getLessonPreview GETs the public preview, and answers null for a lesson this site does not show', async () => {
    const requests = recordRequests();
    const store = setupStore();
    const found = await store.dispatch(
      lessonsApi.endpoints.getLessonPreview.initiate({ lessonId: openLesson.id, ...scope }),
    );
    const url = new URL(requests[0]?.url ?? '');
    expect(`${url.pathname}${url.search}`).toBe(`/api/lesson_previews/${openLesson.id}/?country=mx&ally_code=impulsa`);
    expect(found.data).toMatchObject({ id: openLesson.id, title: openLesson.title });
    // Another ally's lesson: "not found" is an answer (the page says so), not a failure to retry.
    const elsewhere = await store.dispatch(
      lessonsApi.endpoints.getLessonPreview.initiate({ lessonId: halfDoneLesson.id, ...scope }),
    );
    expect(elsewhere.data).toBeNull();
    expect(elsewhere.isError).toBe(false);
  });

  it('getLesson GETs /api/lessons/{id}/ with the stored token', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(lessonsApi.endpoints.getLesson.initiate(finishedLesson.id));

    expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/api/lessons/${finishedLesson.id}/`);
    expect(data?.parts.map((part) => part.kind)).toEqual(['video', 'reading', 'download']);
  });

  it('lists provide the LIST tag and one Lesson tag per item, so a lesson change refreshes them', async () => {
    const store = setupStore();
    await store.dispatch(lessonsApi.endpoints.getNewLessons.initiate(scope));
    await store.dispatch(lessonsApi.endpoints.getMostViewedLessons.initiate(scope));

    const byLesson = api.util.selectInvalidatedBy(store.getState(), [{ type: 'Lesson', id: finishedLesson.id }]);
    const byList = api.util.selectInvalidatedBy(store.getState(), [{ type: 'LessonList', id: 'LIST' }]);
    const crecerLesson = api.util.selectInvalidatedBy(store.getState(), [{ type: 'Lesson', id: halfDoneLesson.id }]);

    expect(byLesson.map((entry) => entry.endpointName).sort()).toEqual(['getMostViewedLessons', 'getNewLessons']);
    expect(byList).toHaveLength(2);
    expect(crecerLesson).toEqual([]);
  });
});
