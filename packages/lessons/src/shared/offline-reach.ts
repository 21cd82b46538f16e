import { describeApiError } from '@aula/api-client/errors';
import { isLessonSaved, type SavedOffline } from '@aula/ui-kit/saved-offline';

/**
 * A failed read that is the connection's doing (offline, or no answer at all), not the server's:
 * the screen says what this phone keeps instead of "something went wrong".
 */
export function failedForWantOfConnection(saved: SavedOffline, error: unknown): boolean {
  if (error === undefined) return false;
  return !saved.online || describeApiError(error).code === 'network';
}

/** Offline, a lesson this phone does not keep is marked on its card or row. */
export function lessonOutOfReach(saved: SavedOffline, lessonId: number): boolean {
  return !saved.online && saved.lessons !== undefined && !isLessonSaved(saved, lessonId);
}

/** Offline, a module whose page this phone does not keep. */
export function moduleOutOfReach(saved: SavedOffline, moduleId: number): boolean {
  return !saved.online && saved.lessons !== undefined && !saved.moduleIds.has(moduleId);
}
