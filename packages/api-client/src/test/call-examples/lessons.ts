import { checkPart, financesModule, finishedLesson, inventoryModule, offerLesson, salesModule } from '../demo';
import type { CallExamples } from './types';

const get = (endpoint: string, url: string, args?: unknown) => ({ endpoint, url, args });
const part = finishedLesson.parts[1] ?? { id: 0 };

export const lessonExamples: CallExamples = {
  'GET /api/lessons/recommendations/': get('getRecommendedLessons', '/api/lessons/recommendations/'),
  'GET /api/lessons/following/': get('getFollowingLessons', '/api/lessons/following/'),
  'GET /api/lessons/{id}/': get('getLesson', `/api/lessons/${finishedLesson.id}/`, finishedLesson.id),
  'GET /api/lessons/{id}/parts/': get('getLessonParts', `/api/lessons/${finishedLesson.id}/parts/`, finishedLesson.id),
  'GET /api/parts/{id}/': get('getPart', `/api/parts/${part.id}/`, part.id),
  'GET /api/introductions/{id}/': get(
    'getLessonIntroduction',
    `/api/introductions/${finishedLesson.id}/`,
    finishedLesson.id,
  ),
  'GET /api/explore_introductions/{id}/': get(
    'getModuleIntroduction',
    `/api/explore_introductions/${salesModule.id}/`,
    salesModule.id,
  ),
  'GET /api/favorites/': get('getFavoriteLessons', '/api/favorites/'),
  'GET /api/lessons/{id}/next_lessons/': get(
    'getNextLessons',
    `/api/lessons/${finishedLesson.id}/next_lessons/`,
    finishedLesson.id,
  ),
  'GET /api/lessons/{id}/has_next_lesson/': get(
    'getHasNextLesson',
    `/api/lessons/${finishedLesson.id}/has_next_lesson/`,
    finishedLesson.id,
  ),
  'GET /api/new_lessons/': get('getNewLessons', '/api/new_lessons/?country=mx&ally_code=impulsa', {
    country: 'mx',
    ally_code: 'impulsa',
  }),
  'GET /api/lesson_previews/{id}/': get(
    'getLessonPreview',
    `/api/lesson_previews/${finishedLesson.id}/?country=mx&ally_code=impulsa`,
    { lessonId: finishedLesson.id, country: 'mx', ally_code: 'impulsa' },
  ),
  'GET /api/most_viewed_lessons/': get(
    'getMostViewedLessons',
    '/api/most_viewed_lessons/?country=co&ally_code=crecer',
    {
      country: 'co',
      ally_code: 'crecer',
    },
  ),
  'GET /api/lesson_modules/{id}/lessons/': get(
    'getModuleLessons',
    `/api/lesson_modules/${salesModule.id}/lessons/`,
    salesModule.id,
  ),
  'POST /api/lessons/{id}/set_favorite/': {
    endpoint: 'setFavorite',
    args: { lessonId: offerLesson.id, favorite: true },
    url: `/api/lessons/${offerLesson.id}/set_favorite/`,
    body: { favorite: true },
  },
  'POST /api/parts/{id}/progress/': {
    endpoint: 'reportPartProgress',
    args: { partId: part.id, lessonId: finishedLesson.id, report: { played_seconds: 10 } },
    url: `/api/parts/${part.id}/progress/`,
    body: { played_seconds: 10 },
  },
  'POST /api/parts/{id}/check_attempts/': {
    endpoint: 'submitCheckAttempt',
    args: { partId: checkPart.part.id, lessonId: checkPart.lessonId, attempt: 1, answers: checkPart.rightAnswers },
    url: `/api/parts/${checkPart.part.id}/check_attempts/`,
    body: { attempt: 1, answers: checkPart.rightAnswers },
    // The check part is crecer's: its learner, user 2.
    signedInAs: 2,
  },
  'POST /api/lessons/{id}/set_rating/': {
    endpoint: 'setRating',
    args: { lessonId: offerLesson.id, rating: 4 },
    url: `/api/lessons/${offerLesson.id}/set_rating/`,
    body: { rating: 4 },
  },
  'GET /admin/lesson_modules/': get('getAdminModules', '/admin/lesson_modules/'),
  'GET /api/lesson_modules/': get('getModules', '/api/lesson_modules/'),
  'GET /admin/lesson_modules/{id}/lessons/': get(
    'getAdminModuleLessons',
    `/admin/lesson_modules/${inventoryModule.id}/lessons/`,
    inventoryModule.id,
  ),
  'GET /api/lesson_modules/{id}/': get('getModule', `/api/lesson_modules/${financesModule.id}/`, financesModule.id),
};
