import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * Whether the app runs this screen: false on the server and while the browser adopts its page,
 * true from the render after. A control that exists only for a page used before (or without) the
 * app, such as a send button beside stars that save themselves, shows while this is false.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
