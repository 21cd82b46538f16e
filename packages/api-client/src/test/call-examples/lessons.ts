import type { CallExamples } from './types';

const get = (endpoint: string, url: string, args?: unknown) => ({ endpoint, url, args });

export const lessonExamples: CallExamples = {
  'GET /api/lessons/recommendations/': get('getRecommendedLessons', '/api/lessons/recommendations/'),
  'GET /api/lessons/following/': get('getFollowingLessons', '/api/lessons/following/'),
  'GET /api/lessons/{id}/': get('getLesson', '/api/lessons/101/', 101),
  'GET /api/lessons/{id}/parts/': get('getLessonParts', '/api/lessons/101/parts/', 101),
  'GET /api/parts/{id}/': get('getPart', '/api/parts/1012/', 1012),
  'GET /api/introductions/{id}/': get('getLessonIntroduction', '/api/introductions/101/', 101),
  'GET /api/explore_introductions/{id}/': get('getModuleIntroduction', '/api/explore_introductions/11/', 11),
  'GET /api/favorites/': get('getFavoriteLessons', '/api/favorites/'),
  'GET /api/lessons/{id}/next_lessons/': get('getNextLessons', '/api/lessons/101/next_lessons/', 101),
  'GET /api/lessons/{id}/has_next_lesson/': get('getHasNextLesson', '/api/lessons/101/has_next_lesson/', 101),
  'GET /api/new_lessons/': get('getNewLessons', '/api/new_lessons/?country=mx&ally_code=impulsa', {
    country: 'mx',
    ally_code: 'impulsa',
  }),
  'GET /api/most_viewed_lessons/': get(
    'getMostViewedLessons',
    '/api/most_viewed_lessons/?country=co&ally_code=crecer',
    {
      country: 'co',
      ally_code: 'crecer',
    },
  ),
  'GET /api/lesson_modules/{id}/lessons/': get('getModuleLessons', '/api/lesson_modules/11/lessons/', 11),
  'POST /api/lessons/{id}/set_favorite/': get('setFavorite', '/api/lessons/102/set_favorite/', 102),
  'POST /api/lessons/{id}/set_rating/': {
    endpoint: 'setRating',
    args: { lessonId: 102, rating: 4 },
    url: '/api/lessons/102/set_rating/',
    body: { rating: 4 },
  },
  'GET /admin/lesson_modules/': get('getAdminModules', '/admin/lesson_modules/'),
  'GET /api/lesson_modules/': get('getModules', '/api/lesson_modules/'),
  'GET /admin/lesson_modules/{id}/lessons/': get('getAdminModuleLessons', '/admin/lesson_modules/21/lessons/', 21),
  'GET /api/lesson_modules/{id}/': get('getModule', '/api/lesson_modules/11/', 11),
};
