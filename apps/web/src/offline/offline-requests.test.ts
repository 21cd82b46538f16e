import { describe, expect, it } from 'vitest';
import { isLessonRead, isListRead, lessonReadUrls } from './offline-requests';

describe('which reads the service worker keeps', () => {
  it('keeps the learner lists home and the module screens read', () => {
    for (const path of [
      '/api/lessons/following/',
      '/api/lessons/recommendations/',
      '/api/new_lessons/',
      '/api/most_viewed_lessons/',
      '/api/favorites/',
      '/api/lesson_modules/',
      '/api/lesson_modules/3/',
      '/api/lesson_modules/3/lessons/',
      '/api/explore_introductions/3/',
    ]) {
      expect(isListRead('GET', path), path).toBe(true);
    }
  });

  it('keeps no write, no staff list and no lesson as a list (bad input: POST, /admin/, a lesson)', () => {
    expect(isListRead('POST', '/api/favorites/')).toBe(false);
    expect(isListRead('GET', '/admin/lesson_modules/')).toBe(false);
    expect(isListRead('GET', '/api/lessons/6/')).toBe(false);
    expect(isLessonRead('GET', '/api/lessons/following/')).toBe(false);
  });

  it('names every answer of one lesson, its parts included', () => {
    expect(lessonReadUrls(6, [11, 12])).toEqual([
      '/api/lessons/6/',
      '/api/lessons/6/parts/',
      '/api/introductions/6/',
      '/api/lessons/6/has_next_lesson/',
      '/api/parts/11/',
      '/api/parts/12/',
    ]);
    for (const url of lessonReadUrls(6, [11])) expect(isLessonRead('GET', url), url).toBe(true);
  });
});
