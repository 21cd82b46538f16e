import type { PreviewPart } from '../editing/lesson-preview';

/**
 * The part being edited, as the lesson's preview draws it. Kept outside React state so that typing
 * in the part's editor redraws only the preview (`useSyncExternalStore`), not the whole lesson screen.
 */
export interface DraftPartStore {
  get: () => PreviewPart | null;
  set: (part: PreviewPart | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDraftPartStore(): DraftPartStore {
  let current: PreviewPart | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (part) => {
      current = part;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
