import { describe, expect, it, vi } from 'vitest';
import { lessonsApi } from './lessons';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

/** A store with lesson 102, lesson 103 and the favorites list cached and subscribed. */
async function storeWithLessonsAndFavorites() {
  setCookie('token', 'mock-token-1');
  const store = setupStore();
  await store.dispatch(lessonsApi.endpoints.getLesson.initiate(102));
  await store.dispatch(lessonsApi.endpoints.getLesson.initiate(103));
  await store.dispatch(lessonsApi.endpoints.getFavoriteLessons.initiate());
  return store;
}

describe('lesson mutations invalidate precisely', () => {
  it('set_favorite POSTs an empty body and refreshes that lesson and the favorites list', async () => {
    const store = await storeWithLessonsAndFavorites();
    const requests = recordRequests();

    const { data } = await store.dispatch(lessonsApi.endpoints.setFavorite.initiate(102));

    expect(data).toEqual({ favorite: true });
    await vi.waitFor(() =>
      expect(
        lessonsApi.endpoints.getFavoriteLessons
          .select()(store.getState())
          .data?.results.map(({ id }) => id),
      ).toEqual([102]),
    );
    expect(requestLines(requests).sort()).toEqual([
      'GET /api/favorites/',
      'GET /api/lessons/102/',
      'POST /api/lessons/102/set_favorite/',
    ]);
    expect(lessonsApi.endpoints.getLesson.select(102)(store.getState()).data?.favorite).toBe(true);
  });

  it('set_rating sends the rating and refreshes only that lesson', async () => {
    const store = await storeWithLessonsAndFavorites();
    const requests = recordRequests();

    const { data } = await store.dispatch(lessonsApi.endpoints.setRating.initiate({ lessonId: 103, rating: 2 }));

    expect(data).toMatchObject({ rating: 2, rating_count: 11 });
    await vi.waitFor(() => expect(lessonsApi.endpoints.getLesson.select(103)(store.getState()).data?.rating).toBe(2));
    expect(requestLines(requests)).toEqual(['POST /api/lessons/103/set_rating/', 'GET /api/lessons/103/']);
    expect(await requests[0]?.json()).toEqual({ rating: 2 });
  });
});

describe('lesson reads', () => {
  it('parts and next lessons are read from `results`', async () => {
    setCookie('token', 'mock-token-1');
    const store = setupStore();

    const parts = await store.dispatch(lessonsApi.endpoints.getLessonParts.initiate(101));
    const next = await store.dispatch(lessonsApi.endpoints.getNextLessons.initiate(101));
    const hasNext = await store.dispatch(lessonsApi.endpoints.getHasNextLesson.initiate(102));

    expect(parts.data?.map(({ id, completed }) => [id, completed])).toEqual([
      [1011, true],
      [1012, false],
      [1013, false],
    ]);
    expect(next.data?.map(({ id }) => id)).toEqual([102]);
    expect(hasNext.data).toEqual({ has_next_lesson: false, next_lesson_id: null });
  });
});
