import type { AppStore } from '@aula/api-client/store';

let tabStore: AppStore | undefined;

/** The browser tab's one store (entry.client.tsx makes it): route loaders run in the browser read it. */
export function setTabStore(store: AppStore): void {
  tabStore = store;
}

export function getTabStore(): AppStore {
  if (!tabStore) throw new Error('the tab store is made by entry.client before any route loads');
  return tabStore;
}
