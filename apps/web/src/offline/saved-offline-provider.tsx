import { type SavedLesson, type SavedOffline, SavedOfflineContext } from '@aula/ui-kit/saved-offline';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useOnline } from './use-online';
import { OFFLINE_MESSAGES, type OfflineMessage } from './worker-messages';

// Read after the first draw: the cache reading waits in its own file, off the screen's first download.
const loadReader = () => import('./saved-lessons');

interface Kept {
  allyCode: string;
  lessons: SavedLesson[];
  moduleIds: Set<number>;
}

/**
 * Tells the ally's screens what this phone keeps (`@aula/ui-kit/saved-offline`): read at start, again
 * when the worker stores a lesson, when the connection changes and after a lesson is removed.
 */
export function SavedOfflineProvider({ allyCode, children }: { allyCode: string; children: ReactNode }) {
  const online = useOnline();
  const [kept, setKept] = useState<Kept>();
  const [reads, readAgain] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const worker = globalThis.navigator?.serviceWorker;
    const listen = (event: MessageEvent) => {
      const message = event.data as OfflineMessage;
      if (message?.type === OFFLINE_MESSAGES.lessonSavedOffline && message.allyCode === allyCode) readAgain();
    };
    worker?.addEventListener('message', listen);
    return () => worker?.removeEventListener('message', listen);
  }, [allyCode]);

  useEffect(() => {
    let current = true;
    // Every lesson list reads what is kept, so the answer draws most of the screen again (~360
    // components on the learner home, right after it came up): as a transition that drawing yields
    // to the browser every few milliseconds instead of holding a slow phone for one long task.
    const keep = (next: Kept) => current && startTransition(() => setKept(next));
    loadReader()
      .then((reader) => Promise.all([reader.readSavedLessons(allyCode), reader.readSavedModuleIds(allyCode)]))
      .then(([lessons, moduleIds]) => keep({ allyCode, lessons, moduleIds }))
      // A browser that refuses the caches (private mode) keeps nothing: the screens say so.
      .catch(() => keep({ allyCode, lessons: [], moduleIds: new Set() }));
    return () => {
      current = false;
    };
    // `online` and `reads`: read again when the connection changes or something was stored or removed.
  }, [allyCode, online, reads]);

  const remove = useCallback(
    async (lessonId: number) => {
      await (await loadReader()).removeSavedLesson(allyCode, lessonId);
      readAgain();
    },
    [allyCode],
  );

  const value = useMemo<SavedOffline>(() => {
    const current = kept?.allyCode === allyCode ? kept : undefined;
    return { online, lessons: current?.lessons, moduleIds: current?.moduleIds ?? new Set(), remove };
  }, [online, kept, allyCode, remove]);
  return <SavedOfflineContext.Provider value={value}>{children}</SavedOfflineContext.Provider>;
}
