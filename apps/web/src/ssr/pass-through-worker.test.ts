import { lessonsApi } from '@aula/api-client/lessons';
import { setupStore } from '@aula/api-client/store';
import { lessonTitled } from '@aula/mocks/fixtures/lessons';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { passThroughWorker } from './pass-through-worker';

const server = useMswServer();
// Impulsa's, not a favourite of its learner (user 1) in the mock world.
const LESSON = lessonTitled('Arma una oferta irresistible').detail.id;

/** A read of the lesson that the test answers when it chooses, with what the server had when asked. */
function holdLessonReads(before: object) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = vi.fn();
  const answered = vi.fn();
  server.use(
    http.get(`*/api/lessons/${LESSON}/`, async () => {
      asked();
      await released;
      answered();
      return HttpResponse.json({ ...before, favorite: false });
    }),
  );
  return { asked, answered, release };
}

describe('reads asked again through the offline worker', () => {
  it('are asked, and a late answer never puts back a heart the learner marked meanwhile', async () => {
    plantSession('mock-token-1');
    const store = setupStore();
    const { data: lesson } = await store.dispatch(lessonsApi.endpoints.getLesson.initiate(LESSON));
    expect(lesson?.favorite).toBe(false);
    const reads = holdLessonReads(lesson ?? {});

    passThroughWorker(store.getState, [{ endpointName: 'getLesson', arg: LESSON }]);
    // The worker sees the read (it keeps the lesson for offline)...
    await vi.waitFor(() => expect(reads.asked).toHaveBeenCalled(), { timeout: 5000 });
    // ...while the learner marks the heart before its answer arrives (a stale "not a favourite").
    await store.dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId: LESSON, favorite: true }));
    reads.release();
    await vi.waitFor(() => expect(reads.answered).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(lessonsApi.endpoints.getLesson.select(LESSON)(store.getState()).data?.favorite).toBe(true);
  });
});
