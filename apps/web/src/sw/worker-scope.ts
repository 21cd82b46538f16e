import type { OfflineMessage } from '../offline/worker-messages';

// The DOM library is the project's (the worker is checked with the app); the few worker types
// used here are spelled out.
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { matchAll(): Promise<{ postMessage(message: OfflineMessage): void }[]> };
}

export const worker = globalThis as unknown as WorkerScope;

/** Tells every open page of the site (the queue's notices, a lesson kept). */
export async function notify(message: OfflineMessage): Promise<void> {
  for (const client of await worker.clients.matchAll()) client.postMessage(message);
}
