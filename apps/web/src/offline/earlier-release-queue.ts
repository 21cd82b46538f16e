import { type DBSchema, deleteDB, openDB } from 'idb';

/** A write as the queue of earlier releases kept it, before the queue was Workbox's. */
interface EarlierWrite {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
  queuedAt: number;
}

interface EarlierDatabase extends DBSchema {
  queue: { key: number; value: EarlierWrite };
}

const DATABASE = 'aula-offline';

/**
 * Hands the writes an earlier release queued to `push`, oldest first, then forgets that release's
 * database: a learner's writes made offline outlive the update that moved the queue to Workbox.
 */
export async function moveEarlierWrites(push: (entry: { request: Request; timestamp: number }) => Promise<void>) {
  // Opened as that release opened it, so a device that never had it gets it empty.
  const db = await openDB<EarlierDatabase>(DATABASE, 1, {
    upgrade: (created) => created.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }),
  });
  // Auto-increment keys: getAll's order is the order the writes were made in.
  const writes = await db.getAll('queue');
  db.close();
  for (const { url, method, headers, body, queuedAt } of writes) {
    await push({
      request: new Request(url, { method, headers, body, credentials: 'same-origin' }),
      timestamp: queuedAt,
    });
  }
  await deleteDB(DATABASE);
}
