// Lessons: the public carousels, then what a signed-in learner reads and marks.
import { idParams } from '../common';
import { endpoint } from '../endpoint';
import { checkAttemptRefused, checkAttemptRequest, checkAttemptResult } from '../knowledge-checks';
import {
  hasNextLessonResponse,
  introduction,
  lessonDetail,
  lessonListResponse,
  lessonPreview,
  lessonResultsResponse,
  lessonScopeQuery,
  partDetail,
  partProgressRequest,
  partProgressResponse,
  partsResponse,
  setFavoriteRequest,
  setFavoriteResponse,
  setRatingRequest,
  setRatingResponse,
} from '../lessons';

const domain = 'lessons';
// The cards show view counts, so a flush of the buffered views refreshes them too.
const carousel = {
  domain,
  access: 'public',
  method: 'GET',
  query: lessonScopeQuery,
  response: lessonListResponse,
  errors: [400],
  publicCache: ['lessons', 'lesson-views'],
} as const;
const learnerList = {
  domain,
  access: 'learner',
  method: 'GET',
  response: lessonResultsResponse,
  errors: [401],
} as const;
const byId = { domain, access: 'learner', params: idParams, errors: [400, 401, 404] } as const;

export const lessonEndpoints = {
  newLessons: endpoint({
    ...carousel,
    offline: 'list',
    path: '/api/new_lessons/',
    summary: "The newest lessons of an ally's country; an unknown ally gives an empty list",
  }),
  mostViewedLessons: endpoint({
    ...carousel,
    offline: 'list',
    path: '/api/most_viewed_lessons/',
    summary: "The most viewed lessons of an ally's country; an unknown ally gives an empty list",
  }),
  // A shared lesson link opens this for a signed-out visitor: the same for everyone, so cached.
  lessonPreview: endpoint({
    domain,
    access: 'public',
    method: 'GET',
    path: '/api/lesson_previews/{id}/',
    summary:
      "A published lesson's preview for anyone (title, summary, introduction, cover, module); 404 outside the ally and country",
    params: idParams,
    query: lessonScopeQuery,
    response: lessonPreview,
    errors: [400, 404],
    publicCache: ['lessons'],
    documentedAs: false,
  }),
  recommendations: endpoint({
    ...learnerList,
    offline: 'list',
    path: '/api/lessons/recommendations/',
    summary: 'Lessons recommended to the learner',
  }),
  following: endpoint({
    ...learnerList,
    offline: 'list',
    path: '/api/lessons/following/',
    summary: 'Lessons the learner has started',
  }),
  favorites: endpoint({
    ...learnerList,
    offline: 'list',
    path: '/api/favorites/',
    summary: "The learner's favourite lessons",
  }),
  lesson: endpoint({
    ...byId,
    offline: 'lesson',
    method: 'GET',
    path: '/api/lessons/{id}/',
    summary: 'One lesson; opening it counts a view',
    response: lessonDetail,
  }),
  nextLessons: endpoint({
    ...byId,
    method: 'GET',
    path: '/api/lessons/{id}/next_lessons/',
    summary: 'The lessons after this one in its module',
    response: lessonResultsResponse,
  }),
  hasNextLesson: endpoint({
    ...byId,
    offline: 'lesson',
    method: 'GET',
    path: '/api/lessons/{id}/has_next_lesson/',
    summary: 'Whether a lesson follows this one',
    response: hasNextLessonResponse,
  }),
  lessonParts: endpoint({
    ...byId,
    offline: 'lesson',
    method: 'GET',
    path: '/api/lessons/{id}/parts/',
    summary: "A lesson's parts with the learner's progress",
    response: partsResponse,
  }),
  part: endpoint({
    ...byId,
    offline: 'lesson',
    method: 'GET',
    path: '/api/parts/{id}/',
    summary: 'One part of a lesson',
    response: partDetail,
  }),
  partProgress: endpoint({
    ...byId,
    offline: 'queued',
    method: 'POST',
    path: '/api/parts/{id}/progress/',
    summary: "Reports the learner's progress in a part",
    body: partProgressRequest,
    response: partProgressResponse,
  }),
  // The same try sent twice (a queued write resent) is graded once: the first result answers.
  checkAttempt: endpoint({
    ...byId,
    offline: 'queued',
    method: 'POST',
    path: '/api/parts/{id}/check_attempts/',
    summary: "Grades the learner's answers to one try of a check part; passing it completes the part",
    body: checkAttemptRequest,
    response: checkAttemptResult,
    errors: [400, 401, 404, 409],
    refusal: checkAttemptRefused,
  }),
  introduction: endpoint({
    ...byId,
    offline: 'lesson',
    method: 'GET',
    path: '/api/introductions/{id}/',
    summary: "A lesson's introduction",
    response: introduction,
  }),
  exploreIntroduction: endpoint({
    ...byId,
    offline: 'list',
    method: 'GET',
    path: '/api/explore_introductions/{id}/',
    summary: "A module's introduction",
    response: introduction,
  }),
  // `{ favorite }` sets that state (a resent request changes nothing); the spec's empty body toggles.
  setFavorite: endpoint({
    ...byId,
    offline: 'queued',
    method: 'POST',
    path: '/api/lessons/{id}/set_favorite/',
    summary: 'Marks or unmarks a lesson as a favourite',
    body: setFavoriteRequest.nullish(),
    response: setFavoriteResponse,
    errors: [400, 401, 403, 404],
  }),
  setRating: endpoint({
    ...byId,
    offline: 'queued',
    method: 'POST',
    path: '/api/lessons/{id}/set_rating/',
    summary: "Rates a lesson; answers the lesson's new average",
    body: setRatingRequest,
    response: setRatingResponse,
    errors: [400, 401, 403, 404],
  }),
};
