import { combineReducers, configureStore, createListenerMiddleware, isPlain } from '@reduxjs/toolkit';
import { api } from './api';
import { createPublicCache, type PublicCache, type PublicCacheHolder } from './base-query/public-cache';
import { sessionSlice, signedIn, signedOut } from './session';
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

/** The signed-in learner is kept on this device with their ally's session, and forgotten with it. */
function sessionUserKeeper() {
  const keeper = createListenerMiddleware();
  keeper.startListening({ actionCreator: signedIn, effect: (action) => writeStoredUser(action.payload) });
  keeper.startListening({ actionCreator: signedOut, effect: () => clearStoredUser() });
  return keeper.middleware;
}

export interface StoreOptions {
  /** Pass one to inspect or clear it in a test; by default every store gets a fresh, empty cache. */
  publicCache?: PublicCache;
}

export function setupStore(
  preloadedState?: Partial<RootState>,
  { publicCache = createPublicCache() }: StoreOptions = {},
) {
  const extraArgument: PublicCacheHolder = { publicCache };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument }, serializableCheck: { isSerializable } })
        .prepend(sessionUserKeeper())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
