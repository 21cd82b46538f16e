import { describe, expect, it } from 'vitest';
import { callMock } from '../test-client';

const favoriteIds = async () =>
  (await callMock('/api/favorites/', { as: 1 })).body.results.map((l: { id: number }) => l.id);

describe('mock learner state', () => {
  it('toggles a favorite and lists it among the favorites', async () => {
    expect(await favoriteIds()).toEqual([]);

    expect((await callMock('/api/lessons/102/set_favorite/', { method: 'POST', as: 1 })).body).toEqual({
      favorite: true,
    });
    expect(await favoriteIds()).toEqual([102]);

    expect((await callMock('/api/lessons/102/set_favorite/', { method: 'POST', as: 1 })).body).toEqual({
      favorite: false,
    });
    expect(await favoriteIds()).toEqual([]);
  });

  it('moves the rating average, and a second rating replaces the first', async () => {
    const rate = (rating: number) =>
      callMock('/api/lessons/103/set_rating/', { method: 'POST', as: 1, body: { rating } });

    // Lesson 103 starts at 4.8 over ten ratings.
    expect((await rate(1)).body).toEqual({ rating: 1, rating_average: 4.45, rating_count: 11 });
    expect((await rate(5)).body).toEqual({ rating: 5, rating_average: 4.82, rating_count: 11 });
    expect((await callMock('/api/lessons/103/', { as: 1 })).body).toMatchObject({ rating: 5, rating_average: 4.82 });
    expect((await rate(6)).status).toBe(400);
  });

  it('answers 401 without a mock token on learner calls', async () => {
    for (const path of ['/api/favorites/', '/api/lessons/101/parts/', '/api/achievements/', '/api/personal_data/']) {
      expect((await callMock(path)).status).toBe(401);
    }
  });

  it('keeps the admin module lists for staff: 403 for a learner', async () => {
    expect((await callMock('/admin/lesson_modules/', { as: 1 })).status).toBe(403);
    expect((await callMock('/admin/lesson_modules/', { as: 3 })).body.results).toHaveLength(5);
  });

  it('patches personal data and keeps the change', async () => {
    await callMock('/api/personal_data/', { method: 'PATCH', as: 1, body: { first_name: 'Ana María' } });
    expect((await callMock('/api/personal_data/', { as: 1 })).body).toMatchObject({ first_name: 'Ana María' });
    expect(
      (await callMock('/api/personal_data/', { method: 'PATCH', as: 1, body: { phone_number: '1' } })).status,
    ).toBe(400);
  });
});
