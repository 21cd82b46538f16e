import { configureApiClient, getApiSettings } from '@aula/api-client/settings';
import { type AppStore, setupStore } from '@aula/api-client/store';
import { useEffect } from 'react';
import { fillSampleLesson } from './sample-lesson';

/**
 * The studio's own store: its previews' requests and sample data stay out of the site's cache and
 * session. One per studio, shared by its previews.
 */
export function createStudioStore(): AppStore {
  const store = setupStore();
  fillSampleLesson(store);
  return store;
}

/**
 * While the studio is open, a refused request in a preview (the lesson player's learner-only
 * calls) must not send the whole page to a sign-in screen: navigation on 401 is switched off.
 */
export function useQuietAuthFailures(): void {
  useEffect(() => {
    const { navigate } = getApiSettings();
    configureApiClient({ navigate: () => {} });
    return () => configureApiClient({ navigate });
  }, []);
}
