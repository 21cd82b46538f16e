import type { LessonDetail } from '@aula/contracts/lessons';
import { createContext, useContext } from 'react';

/** A lesson this device keeps for reading offline: the lesson as last read, and the space its answers take. */
export interface SavedLesson {
  lesson: LessonDetail;
  bytes: number;
}

/**
 * What the phone holds for the ally on screen, told to the feature screens by the app (which reads
 * the service worker's caches): lists then show what opens offline, and a screen not kept says so
 * instead of failing.
 */
export interface SavedOffline {
  /** The browser has a connection (navigator.onLine). */
  online: boolean;
  /** The saved lessons, newest reading first; undefined while being read or where nothing can be kept. */
  lessons: readonly SavedLesson[] | undefined;
  /** Modules whose page is kept. */
  moduleIds: ReadonlySet<number>;
  /** Forgets one lesson on this device. */
  remove: (lessonId: number) => Promise<void>;
}

// Outside the app (stories, the server renderer, tests that do not ask): online, nothing kept.
const NOTHING_KEPT: SavedOffline = {
  online: true,
  lessons: undefined,
  moduleIds: new Set(),
  remove: async () => undefined,
};

export const SavedOfflineContext = createContext<SavedOffline>(NOTHING_KEPT);

export function useSavedOffline(): SavedOffline {
  return useContext(SavedOfflineContext);
}

export function isLessonSaved(saved: SavedOffline, lessonId: number): boolean {
  return saved.lessons?.some((entry) => entry.lesson.id === lessonId) ?? false;
}
