import { api } from './api';

/**
 * What the learner's writes change (parts done, favourites, ratings, a check's try graded): read
 * again from the server, e.g. once the offline worker has sent the writes it held.
 */
export const refreshLearnerData = () =>
  api.util.invalidateTags(['Part', 'Lesson', 'LessonList', 'Module', 'Favorite', 'Achievement']);
