import { describe, expect, it } from 'vitest';
import { lessonCacheName, lessonReadUrls, queuedAnswer } from './offline-requests';

describe('what the service worker keeps for a lesson', () => {
  it('names every answer of one lesson, its parts included', () => {
    expect(lessonReadUrls(6, [11, 12])).toEqual([
      '/api/lessons/6/',
      '/api/lessons/6/parts/',
      '/api/introductions/6/',
      '/api/lessons/6/has_next_lesson/',
      '/api/parts/11/',
      '/api/parts/12/',
    ]);
  });

  it('keeps each ally apart (a session belongs to one ally)', () => {
    expect(lessonCacheName('impulsa')).not.toBe(lessonCacheName('crecer'));
  });
});

describe('the answer to a write queued offline', () => {
  it('answers a queued change as the API would, from what the device knows, and refuses a bad rating', () => {
    const favorite = (lesson?: { favorite: boolean }) => queuedAnswer('/api/lessons/3/set_favorite/', null, lesson);
    expect(favorite({ favorite: false })).toEqual({ status: 200, body: { favorite: true } });
    expect(favorite({ favorite: true })).toEqual({ status: 200, body: { favorite: false } });
    expect(favorite()).toEqual({ status: 200, body: { favorite: true } });
    // The web app says the state it wants: that is the answer, whatever the device had cached.
    for (const wanted of [true, false]) {
      const asked = queuedAnswer('/api/lessons/3/set_favorite/', { favorite: wanted }, { favorite: wanted });
      expect(asked).toEqual({ status: 200, body: { favorite: wanted } });
    }
    const rate = (body: unknown) =>
      queuedAnswer('/api/lessons/3/set_rating/', body, { rating_average: 3.5, rating_count: 8 });
    expect(rate({ rating: 4 })).toEqual({ status: 200, body: { rating: 4, rating_average: 3.5, rating_count: 8 } });
    for (const bad of [{ rating: 'four' }, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, null]) {
      expect(rate(bad).status, JSON.stringify(bad)).toBe(400);
    }
    // A check's try queued offline is graded by the server alone: the answer names the try, no grade.
    expect(queuedAnswer('/api/parts/40/check_attempts/', { attempt: 2, answers: [] }, undefined)).toEqual({
      status: 200,
      body: { queued: true, attempt: 2 },
    });
    expect(queuedAnswer('/api/parts/40/check_attempts/', { attempt: 'two' }, undefined).status).toBe(400);
    // A progress report queued offline claims nothing: the server judges it once sent.
    expect(queuedAnswer('/api/parts/40/progress/', { played_seconds: 10 }, undefined)).toEqual({
      status: 200,
      body: { completed: false, lesson_progress: 0, remaining_seconds: 0 },
    });
  });
});
