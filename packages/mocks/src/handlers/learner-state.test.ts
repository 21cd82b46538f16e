import { describe, expect, it } from 'vitest';
import { lessonTitled } from '../fixtures/lessons';
import { lessonModules } from '../fixtures/modules';
import { callMock } from '../test-client';

// Impulsa's demo learner (user 1) finished the first two and has not begun the third.
const offer = lessonTitled('Arma una oferta irresistible').detail;
const closing = lessonTitled('Cierra la venta con confianza').detail;
const cashFlow = lessonTitled('Planea tu flujo de efectivo').detail;
const customer = lessonTitled('Conoce a tu cliente ideal').detail;

const favoriteIds = async () =>
  (await callMock('/api/favorites/', { as: 1 })).body.results.map((l: { id: number }) => l.id);

describe('mock learner state', () => {
  it('toggles a favorite and lists it among the favorites', async () => {
    expect(await favoriteIds()).toEqual([]);

    expect((await callMock(`/api/lessons/${offer.id}/set_favorite/`, { method: 'POST', as: 1 })).body).toEqual({
      favorite: true,
    });
    expect(await favoriteIds()).toEqual([offer.id]);

    expect((await callMock(`/api/lessons/${offer.id}/set_favorite/`, { method: 'POST', as: 1 })).body).toEqual({
      favorite: false,
    });
    expect(await favoriteIds()).toEqual([]);
  });

  it('moves the rating average, and a second rating replaces the first', async () => {
    const rate = (rating: number) =>
      callMock(`/api/lessons/${closing.id}/set_rating/`, { method: 'POST', as: 1, body: { rating } });

    // Nobody has rated the demo lessons yet (as seeded): the first rating is the average.
    expect((await callMock(`/api/lessons/${closing.id}/`, { as: 1 })).body).toMatchObject({ rating_average: null });
    expect((await rate(1)).body).toEqual({ rating: 1, rating_average: 1, rating_count: 1 });
    expect((await rate(5)).body).toEqual({ rating: 5, rating_average: 5, rating_count: 1 });
    expect((await callMock(`/api/lessons/${closing.id}/`, { as: 1 })).body).toMatchObject({
      rating: 5,
      rating_average: 5,
    });
    expect((await rate(6)).status).toBe(400);
  });

  it('answers 401 without a mock token on learner calls', async () => {
    for (const path of [
      '/api/favorites/',
      `/api/lessons/${customer.id}/parts/`,
      '/api/achievements/',
      '/api/personal_data/',
    ]) {
      expect((await callMock(path)).status).toBe(401);
    }
  });

  it('keeps the admin module lists for staff: 403 for a learner', async () => {
    expect((await callMock('/admin/lesson_modules/', { as: 1 })).status).toBe(403);
    expect((await callMock('/admin/lesson_modules/', { as: 3 })).body.results).toHaveLength(lessonModules.length);
  });

  it('patches personal data and keeps the change', async () => {
    await callMock('/api/personal_data/', { method: 'PATCH', as: 1, body: { first_name: 'María José' } });
    expect((await callMock('/api/personal_data/', { as: 1 })).body).toMatchObject({ first_name: 'María José' });
    expect(
      (await callMock('/api/personal_data/', { method: 'PATCH', as: 1, body: { phone_number: '1' } })).status,
    ).toBe(400);
  });
});

describe('mock part progress', () => {
  const partStates = async (lessonId: number) =>
    (await callMock(`/api/lessons/${lessonId}/parts/`, { as: 1 })).body.results.map(
      (part: { id: number; completed: boolean }) => [part.id, part.completed],
    );

  it('completes nothing when a part is fetched; a report of what the player saw completes it', async () => {
    const [first, second, check] = cashFlow.parts.map((part) => part.id);
    const report = (id: number | undefined, body: object) =>
      callMock(`/api/parts/${id}/progress/`, { method: 'POST', as: 1, body });
    expect(await partStates(cashFlow.id)).toEqual([
      [first, false],
      [second, false],
      [check, false],
    ]);
    const opened = await callMock(`/api/parts/${second}/`, { as: 1 });
    expect(opened.body).toMatchObject({ id: second, completed: false, lesson_progress: 0 });
    expect(opened.body.required_seconds).toBeGreaterThanOrEqual(0);
    // A report the API would refuse (a negative played time) changes nothing.
    expect((await report(second, { played_seconds: -1 })).status).toBe(400);
    const done = await report(second, { played_seconds: 3600, reached_end: true, downloaded: true });
    expect(done.body).toMatchObject({ completed: true, lesson_progress: 33 });
    expect(await partStates(cashFlow.id)).toEqual([
      [first, false],
      [second, true],
      [check, false],
    ]);
    await report(first, { played_seconds: 3600, reached_end: true, downloaded: true });
    // The lesson's check is passed by a try, never by a report: two of three parts.
    await report(check, { played_seconds: 3600, reached_end: true, downloaded: true });
    expect((await callMock(`/api/lessons/${cashFlow.id}/`, { as: 1 })).body.progress).toBe(67);
  });

  it('serves the demo media the API holds: a captioned video and a PDF download', async () => {
    const [video, , download] = customer.parts;
    expect((await callMock(`/api/parts/${video?.id}/`, { as: 1 })).body).toMatchObject({
      media_url: '/media/demo/clase-demo.webm',
      captions_url: '/media/demo/clase-demo.vtt',
    });
    expect((await callMock(`/api/parts/${download?.id}/`, { as: 1 })).body).toMatchObject({
      media_url: '/media/demo/plantilla-ventas-gastos.pdf',
      captions_url: null,
    });
  });
});
