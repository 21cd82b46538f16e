import { combineReducers, configureStore, createListenerMiddleware, isPlain } from '@reduxjs/toolkit';
import { api } from './api';
import type { FetchHolder } from './base-query/fetch-from-api';
import { createPublicCache, type PublicCache, type PublicCacheHolder } from './base-query/public-cache';
import { clearUserAccess, writeUserAccess } from './cookies';
import { sessionSiteOf, sessionSlice, signedIn, signedOut } from './session';
import { clearStoredUser, writeStoredUser } from './stored-user';

const rootReducer = combineReducers({
  api: api.reducer,
  session: sessionSlice.reducer,
});

/**
 * The business report arrives as a Blob (reports.ts). A Blob is immutable, so keeping it in the
 * cache is as safe as plain data; everything else must still be plain.
 */
const isBlob = (value: unknown) => Object.prototype.toString.call(value) === '[object Blob]';
const isSerializable = (value: unknown) => isPlain(value) || isBlob(value);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What the page keeps of a session beside the store, under the store's ally: the readable mark that
 * it is signed in (a cookie) and the learner's name (this device's storage). Written on sign-in,
 * forgotten on sign-out or a 401, whoever dispatched them.
 */
function sessionKeeper() {
  const keeper = createListenerMiddleware();
  keeper.startListening({
    actionCreator: signedIn,
    effect: ({ payload: user }, { getState }) => {
      const allyCode = sessionSiteOf(getState())?.allyCode;
      writeUserAccess(user.access, allyCode);
      writeStoredUser(user, allyCode);
    },
  });
  keeper.startListening({
    actionCreator: signedOut,
    effect: (_action, { getState }) => {
      const allyCode = sessionSiteOf(getState())?.allyCode;
      clearUserAccess(allyCode);
      clearStoredUser(allyCode);
    },
  });
  return keeper.middleware;
}

export interface StoreOptions {
  /** Pass one to inspect or clear it in a test; by default every store gets a fresh, empty cache. */
  publicCache?: PublicCache;
  /**
   * How this store's requests reach the API instead of the global fetch: the server renderer's
   * store of a signed-in page asks as that learner (the API hands it a fetch carrying the session).
   */
  fetchFn?: FetchHolder['fetchFn'];
}

export function setupStore(
  preloadedState?: Partial<RootState>,
  { publicCache = createPublicCache(), fetchFn }: StoreOptions = {},
) {
  const extraArgument: PublicCacheHolder & FetchHolder = { publicCache, ...(fetchFn ? { fetchFn } : {}) };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument }, serializableCheck: { isSerializable } })
        .prepend(sessionKeeper())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
