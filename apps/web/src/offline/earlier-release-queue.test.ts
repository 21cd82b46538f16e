import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveEarlierWrites } from './earlier-release-queue';

/** The queue as an earlier release left it: its database made by hand, two writes waiting. */
function earlierRelease(): Promise<void> {
  const writes = [
    { url: 'http://aula.test/api/lessons/3/set_favorite/', body: '{"favorite":true}', key: 'first-try-1', queuedAt: 1 },
    { url: 'http://aula.test/api/lessons/3/set_rating/', body: '{"rating":4}', key: 'first-try-2', queuedAt: 2 },
  ];
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('aula-offline', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => {
      const transaction = request.result.transaction('queue', 'readwrite');
      for (const { url, body, key, queuedAt } of writes) {
        const headers = [
          ['x-aula-ally', 'impulsa'],
          ['idempotency-key', key],
        ];
        transaction.objectStore('queue').add({ url, method: 'POST', headers, body, queuedAt });
      }
      transaction.oncomplete = () => {
        request.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

// A browser of its own for each test: no database yet.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the writes an earlier release queued', () => {
  it('are handed on in the order they were made, each with its body and Idempotency-Key, and their database forgotten', async () => {
    await earlierRelease();
    const moved: { request: Request; timestamp: number }[] = [];
    await moveEarlierWrites(async (entry) => void moved.push(entry));
    expect(moved.map(({ request, timestamp }) => [request.method, request.url, timestamp])).toEqual([
      ['POST', 'http://aula.test/api/lessons/3/set_favorite/', 1],
      ['POST', 'http://aula.test/api/lessons/3/set_rating/', 2],
    ]);
    expect(moved.map(({ request }) => request.headers.get('idempotency-key'))).toEqual(['first-try-1', 'first-try-2']);
    expect(await moved[1]?.request.text()).toBe('{"rating":4}');
    expect(await databaseNames()).not.toContain('aula-offline');
  });

  it('are none on a device that never had that release, and nothing is left behind', async () => {
    const moved: unknown[] = [];
    await moveEarlierWrites(async (entry) => void moved.push(entry));
    expect(moved).toEqual([]);
    expect(await databaseNames()).toEqual([]);
  });

  it('stay where they are when handing them on fails, for the next start to try again', async () => {
    await earlierRelease();
    await expect(
      moveEarlierWrites(async () => {
        throw new Error('quota');
      }),
    ).rejects.toThrow('quota');
    expect(await databaseNames()).toContain('aula-offline');
  });
});
