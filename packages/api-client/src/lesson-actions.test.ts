import { IDEMPOTENCY_HEADER } from '@aula/contracts/headers';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonsApi } from './lessons';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { closingLesson, halfDoneLesson, lastCrecerLesson, offerLesson, openLesson } from './test/demo';
import { recordRequests, requestLines } from './test/requests';

const offer = offerLesson.id;
const closing = closingLesson.id;

/** A store with two lessons of user 1 and the favorites list (empty) cached and subscribed. */
async function storeWithLessonsAndFavorites() {
  setCookie('token', 'mock-token-1');
  const store = setupStore();
  await store.dispatch(lessonsApi.endpoints.getLesson.initiate(offerLesson.id));
  await store.dispatch(lessonsApi.endpoints.getLesson.initiate(closingLesson.id));
  await store.dispatch(lessonsApi.endpoints.getFavoriteLessons.initiate());
  return store;
}

function favoriteIds(store: Awaited<ReturnType<typeof storeWithLessonsAndFavorites>>) {
  return lessonsApi.endpoints.getFavoriteLessons
    .select()(store.getState())
    .data?.results.map(({ id }) => id);
}

describe('lesson mutations update the cache without fetching the lesson again (a GET counts a view)', () => {
  it('set_favorite POSTs the state wanted with its own Idempotency-Key, marks the lesson at once and lists it', async () => {
    const store = await storeWithLessonsAndFavorites();
    const requests = recordRequests();

    const pending = store.dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId: offer, favorite: true }));
    // Optimistic: before the server answers, the heart is on and the list holds the lesson.
    expect(lessonsApi.endpoints.getLesson.select(offer)(store.getState()).data?.favorite).toBe(true);
    expect(favoriteIds(store)).toEqual([offer]);

    expect((await pending).data).toEqual({ favorite: true });
    expect(requestLines(requests)).toEqual([`POST /api/lessons/${offer}/set_favorite/`]);
    // A set, not a toggle: sent twice (an offline queue replaying) it cannot undo itself.
    expect(await requests[0]?.json()).toEqual({ favorite: true });
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(lessonsApi.endpoints.getLesson.select(offer)(store.getState()).data?.favorite).toBe(true);
  });

  it('puts the heart and the list back when set_favorite fails (500)', async () => {
    const store = await storeWithLessonsAndFavorites();
    server.use(
      http.post('*/api/lessons/:id/set_favorite/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );

    const result = await store.dispatch(
      lessonsApi.endpoints.setFavorite.initiate({ lessonId: closing, favorite: true }),
    );

    expect(result.error).toBeDefined();
    expect(lessonsApi.endpoints.getLesson.select(closing)(store.getState()).data?.favorite).toBe(false);
    expect(favoriteIds(store)).toEqual([]);
  });

  it('removes an unfavourited lesson from the list at once', async () => {
    const store = await storeWithLessonsAndFavorites();
    await store.dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId: offer, favorite: true }));
    const pending = store.dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId: offer, favorite: false }));
    expect(favoriteIds(store)).toEqual([]);
    expect((await pending).data).toEqual({ favorite: false });
  });

  it('set_rating sends the rating and writes it and the new average into the cached lesson', async () => {
    const store = await storeWithLessonsAndFavorites();
    const requests = recordRequests();

    const { data } = await store.dispatch(lessonsApi.endpoints.setRating.initiate({ lessonId: closing, rating: 2 }));

    // Nobody had rated it: this rating is the only one.
    expect(data).toMatchObject({ rating: 2, rating_average: 2, rating_count: 1 });
    const lesson = lessonsApi.endpoints.getLesson.select(closing)(store.getState()).data;
    expect(lesson).toMatchObject({ rating: 2, rating_average: data?.rating_average });
    expect(requestLines(requests)).toEqual([`POST /api/lessons/${closing}/set_rating/`]);
    expect(await requests[0]?.json()).toEqual({ rating: 2 });
  });
});

describe('opening a part', () => {
  it('opening a part marks nothing done; the report the server judges done marks it and the progress', async () => {
    setCookie('token', 'mock-token-1');
    const store = setupStore();
    // A video, a download and the lesson's check.
    const [first = 0, second = 0, check = 0] = openLesson.parts.map((part) => part.id);
    await store.dispatch(lessonsApi.endpoints.getLesson.initiate(openLesson.id));
    await store.dispatch(lessonsApi.endpoints.getLessonParts.initiate(openLesson.id));
    const requests = recordRequests();

    await store.dispatch(lessonsApi.endpoints.getPart.initiate(first));
    const states = () =>
      lessonsApi.endpoints.getLessonParts
        .select(openLesson.id)(store.getState())
        .data?.map(({ id, completed }) => [id, completed]);
    expect(states()).toEqual([
      [first, false],
      [second, false],
      [check, false],
    ]);

    const report = { played_seconds: 3600, reached_end: true, downloaded: true };
    await store.dispatch(
      lessonsApi.endpoints.reportPartProgress.initiate({ partId: first, lessonId: openLesson.id, report }),
    );
    expect(states()).toEqual([
      [first, true],
      [second, false],
      [check, false],
    ]);
    expect(lessonsApi.endpoints.getLesson.select(openLesson.id)(store.getState()).data?.progress).toBe(33);
    expect(lessonsApi.endpoints.getPart.select(first)(store.getState()).data?.completed).toBe(true);
    // Neither the lesson nor its parts are asked for again.
    expect(requestLines(requests)).toEqual([`GET /api/parts/${first}/`, `POST /api/parts/${first}/progress/`]);
  });
});

describe('lesson reads', () => {
  it('parts and next lessons are read from `results`', async () => {
    // Crecer's learner opened the first of the photo lesson's two parts.
    setCookie('token', 'mock-token-2');
    const store = setupStore();

    const parts = await store.dispatch(lessonsApi.endpoints.getLessonParts.initiate(halfDoneLesson.id));
    const next = await store.dispatch(lessonsApi.endpoints.getNextLessons.initiate(halfDoneLesson.id));
    const hasNext = await store.dispatch(lessonsApi.endpoints.getHasNextLesson.initiate(lastCrecerLesson.id));

    expect(parts.data?.map(({ id, completed }) => [id, completed])).toEqual(
      halfDoneLesson.parts.map((part) => [part.id, part.order === 1]),
    );
    expect(next.data?.map(({ id }) => id)).toEqual([lastCrecerLesson.id]);
    expect(hasNext.data).toEqual({ has_next_lesson: false, next_lesson_id: null });
  });
});
