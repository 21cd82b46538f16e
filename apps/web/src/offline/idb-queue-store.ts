import { type DBSchema, openDB } from 'idb';
import type { QueuedRequest, QueueStore } from './request-queue';

const STORE = 'queue';

interface OfflineDatabase extends DBSchema {
  queue: { key: number; value: QueuedRequest };
}

// Version 1 and its store are what earlier releases made: a learner's queued writes survive an update.
const database = () =>
  openDB<OfflineDatabase>('aula-offline', 1, {
    upgrade: (db) => db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true }),
  });

/** The queue in IndexedDB: it outlives the worker, which the browser stops when idle. */
export const idbQueueStore: QueueStore = {
  add: async (item) => {
    await (await database()).add(STORE, item);
  },
  // Auto-increment keys: getAll's key order is the order the requests were made in.
  all: async () => (await database()).getAll(STORE),
  remove: async (id) => (await database()).delete(STORE, id),
};
