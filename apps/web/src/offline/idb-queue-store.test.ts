import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { idbQueueStore } from './idb-queue-store';
import type { QueuedRequest } from './request-queue';

const write = (url: string, queuedAt: number): QueuedRequest => ({
  url,
  method: 'POST',
  headers: [['x-aula-ally', 'impulsa']],
  body: '{}',
  queuedAt,
});

/** The queue as an earlier release left it: its database made by hand, one write waiting. */
function earlierRelease(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('aula-offline', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => {
      const add = request.result.transaction('queue', 'readwrite').objectStore('queue').add(write('/api/old/', 1));
      add.onsuccess = () => {
        request.result.close();
        resolve();
      };
      add.onerror = () => reject(add.error);
    };
    request.onerror = () => reject(request.error);
  });
}

// A browser of its own for each test: no database yet.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the offline queue in IndexedDB', () => {
  it('gives the writes back in the order they were queued, each with its own id, and forgets a removed one', async () => {
    for (const [index, url] of ['/api/a/', '/api/b/', '/api/c/'].entries()) await idbQueueStore.add(write(url, index));
    const queued = await idbQueueStore.all();
    expect(queued.map((item) => item.url)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    expect(queued[0]?.headers).toEqual([['x-aula-ally', 'impulsa']]);
    await idbQueueStore.remove(queued[1]?.id as number);
    expect((await idbQueueStore.all()).map((item) => item.url)).toEqual(['/api/a/', '/api/c/']);
  });

  it('keeps what an earlier release queued: same database, same store', async () => {
    await earlierRelease();
    await idbQueueStore.add(write('/api/new/', 2));
    expect((await idbQueueStore.all()).map((item) => item.url)).toEqual(['/api/old/', '/api/new/']);
  });
});
