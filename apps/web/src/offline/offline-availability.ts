import { useEffect, useState } from 'react';
import { lessonCacheName, lessonUrl } from './offline-requests';
import { useOfflineWorker } from './offline-worker';
import { OFFLINE_MESSAGES, type OfflineMessage } from './worker-messages';

/** Whether this device keeps the lesson on screen (the service worker stored it when it was read). */
export async function isLessonAvailableOffline(allyCode: string, lessonId: string): Promise<boolean> {
  if (!('caches' in globalThis)) return false;
  const cache = await caches.open(lessonCacheName(allyCode));
  return (await cache.match(lessonUrl(lessonId), { ignoreVary: true })) !== undefined;
}

/** Past this, a lesson the worker has not stored (not found, an error) stops saying it is being saved. */
export const SAVING_GIVE_UP_MS = 15_000;

/**
 * `available`: this device holds the lesson; `saving`: a service worker controls the page and will store
 * it when its answer arrives (said from the first draw, so the mark that follows takes the same
 * place and nothing on the page moves); `none` otherwise.
 */
export type OfflineAvailability = 'available' | 'saving' | 'none';

export function useOfflineAvailability(
  lesson: { allyCode: string; lessonId: string } | undefined,
  online: boolean,
): OfflineAvailability {
  // Each answer names the lesson it is about, so moving to another lesson needs no reset (and a
  // change of connection, which checks again, does not blink the mark).
  const [availableKey, setAvailableKey] = useState<string>();
  const [gaveUpKey, setGaveUpKey] = useState<string>();
  const allyCode = lesson?.allyCode;
  const lessonId = lesson?.lessonId;
  const key = allyCode && lessonId ? `${allyCode}/${lessonId}` : undefined;
  // Whether a worker controlled the page when the lesson was opened: one that takes over later may
  // have missed its answer, so it promises nothing. Taken again when the lesson changes.
  // A page the server drew starts from what the server was told (useOfflineWorker).
  const controlled = useOfflineWorker();
  const [opened, setOpened] = useState(() => ({ key, controlled }));
  if (opened.key !== key) setOpened({ key, controlled });
  const controlledAtOpen = opened.key === key ? opened.controlled : controlled;

  useEffect(() => {
    if (!allyCode || !lessonId || !key) return;
    let current = true;
    const check = () =>
      isLessonAvailableOffline(allyCode, lessonId)
        .then((value) => current && value && setAvailableKey(key))
        .catch(() => undefined);
    void check();
    // Unasked-for news would move the page: a lesson opened before a worker took over shows its
    // mark from the next visit on.
    if (!controlledAtOpen)
      return () => {
        current = false;
      };
    const worker = globalThis.navigator?.serviceWorker;
    const listen = (event: MessageEvent) => {
      const message = event.data as OfflineMessage;
      if (message?.type !== OFFLINE_MESSAGES.lessonSavedOffline) return;
      if (message.allyCode === allyCode && message.url === lessonUrl(lessonId)) setAvailableKey(key);
    };
    worker?.addEventListener('message', listen);
    const giveUp = setTimeout(() => {
      void check().then(() => current && setGaveUpKey(key));
    }, SAVING_GIVE_UP_MS);
    return () => {
      current = false;
      clearTimeout(giveUp);
      worker?.removeEventListener('message', listen);
    };
    // `online`: checked again when the connection changes.
  }, [allyCode, lessonId, key, online, controlledAtOpen]);

  if (key && availableKey === key) return 'available';
  return key && controlledAtOpen && online && gaveUpKey !== key ? 'saving' : 'none';
}
