/**
 * The embedded database's own thread. PGlite runs every query synchronously in WebAssembly; on the
 * API's main thread that was a third of its time under load, with HTTP waiting behind it. Here the
 * queries run beside the event loop, one at a time in the order they were sent
 * (db/pglite-remote.ts is the other end).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { type ParserOptions, PGlite } from '@electric-sql/pglite';
import {
  errorFields,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadData,
} from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('db/pglite-thread.ts runs as a worker thread (db/pglite-remote.ts starts it)');

function open({ dataDir, snapshotFile }: PgliteThreadData): PGlite {
  if (snapshotFile) return new PGlite({ loadDataDir: new Blob([readFileSync(snapshotFile)]) });
  return new PGlite(dataDir);
}

const keepText = (value: string) => value;
const parsersByTypes = new Map<string, ParserOptions>();
function rawParsers(types: number[]): ParserOptions {
  const key = types.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

async function answer(client: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return client.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      });
    case 'exec':
      return client.exec(request.sql);
    case 'close':
      await client.close();
      return null;
  }
}

const client = open(workerData as PgliteThreadData);
try {
  await client.waitReady;
  port.postMessage({ ready: true } satisfies PgliteReady);
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) } satisfies PgliteReady);
  port.close();
}

port.on('message', async (request: PgliteRequest) => {
  let reply: PgliteReply;
  try {
    reply = { id: request.id, ok: true, result: await answer(client, request) };
  } catch (error) {
    reply = { id: request.id, ok: false, error: errorFields(error) };
  }
  port.postMessage(reply);
  if (request.op === 'close') port.close();
});
