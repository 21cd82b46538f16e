import { useSyncExternalStore } from 'react';

function listen(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

const onLine = () => globalThis.navigator?.onLine ?? true;
/** The server draws a page as online: adopting it starts from the same, then follows the browser. */
const onLineOnServer = () => true;

/** Whether the browser has a connection, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(listen, onLine, onLineOnServer);
}
