import type { QueuedRequest, QueueStore } from './request-queue';

const DB = 'aula-offline';
const STORE = 'queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      }),
  );
}

/** The queue in IndexedDB: it outlives the worker, which the browser stops when idle. */
export const idbQueueStore: QueueStore = {
  add: (item) => run('readwrite', (store) => store.add(item)).then(() => undefined),
  // Auto-increment keys: the cursor order of getAll is the order the requests were made in.
  all: () => run<QueuedRequest[]>('readonly', (store) => store.getAll()),
  remove: (id) => run('readwrite', (store) => store.delete(id)).then(() => undefined),
};
