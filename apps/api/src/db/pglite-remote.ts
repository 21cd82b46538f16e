import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { pacedByTurn } from '../lib/paced-by-turn';
import {
  errorFromFields,
  type PgliteCall,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadData,
} from './pglite-protocol';

/** The part of a PGlite client a transaction's statements use (drizzle's PGlite session). */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A package's ES module entry as its export map names it (require.resolve gives the CommonJS one). */
function esmEntry(name: string, subpath: string): string {
  const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = exports[subpath]?.import.default;
  if (!entry) throw new Error(`${name} exports no ES module at ${subpath}`);
  return join(dirname(manifest), entry);
}

/**
 * From `src/` (tsx, vitest) the thread's file is TypeScript, loaded through tsx's API; the bundle
 * in `dist/` has it built beside `server.js` (build.mjs).
 */
export function startPgliteThread(data: PgliteThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData: data });
  const tsxApi = pathToFileURL(esmEntry('tsx', './esm/api')).href;
  const thread = new URL('./pglite-thread.ts', import.meta.url).href;
  const source = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(thread)}, ${JSON.stringify(thread)}))`;
  return new Worker(source, { eval: true, workerData: data });
}

/**
 * Replies settled in one turn of the event loop. Each finishes a request; a burst of 50 settled
 * at once held the loop ~200 ms in the mixed-load test (and over 600 ms on a busy machine).
 */
const REPLIES_PER_TURN = 8;

/**
 * A thread that stopped by itself (an abort inside PGlite, memory) is started again on the same
 * data, where PostgreSQL's recovery replays its log; more often than this in a minute, the data
 * itself is the likely cause, and the client stops for good (the health check answers 503).
 */
const RESTARTS_PER_MINUTE = 3;

export interface RemotePgliteOptions {
  /** Starts the database's thread; tests wrap it to stop a thread as a crash would. */
  startThread?: (data: PgliteThreadData) => Worker;
  /** Told after a thread that stopped by itself was replaced, with why it stopped. */
  onRestart?: (reason: Error) => void;
}

/** Resolves with the thread once its database is open (initdb runs there on first use). */
function threadReady(worker: Worker): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once('error', failed);
    worker.once('message', (message: PgliteReady) => {
      worker.off('error', failed);
      if (!message.ready) return reject(errorFromFields(message.error));
      worker.unref();
      resolve(worker);
    });
  });
}

const PROBE = '2026-01-02 03:04:05';
const rawTypesOf = new WeakMap<object, number[]>();

/** Parsers are functions, which cannot cross threads; those that keep the text as it is can. */
function rawTypes(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers;
  if (!parsers) return [];
  let types = rawTypesOf.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE, Number(type)) !== PROBE) {
        throw new Error(
          `the embedded database's thread keeps a type's text or parses it itself; type ${type} asks for another parser`,
        );
      }
      return Number(type);
    });
    rawTypesOf.set(parsers, types);
  }
  return types;
}

function refuseUnsupported(options: QueryOptions | undefined) {
  for (const key of ['serializers', 'blob', 'paramTypes', 'onNotice'] as const) {
    if (options?.[key] !== undefined)
      throw new Error(`the embedded database's thread does not take the "${key}" option`);
  }
}

/**
 * A PGlite client whose database runs in its own thread (db/pglite-thread.ts), so the API's event
 * loop serves HTTP while queries run. It offers what drizzle's PGlite driver calls: `query`,
 * `exec` and `transaction`. Statements run one at a time in the order sent; while a transaction
 * is open, statements from outside it wait until it ends, as in PGlite itself.
 */
export class RemotePglite implements RemoteQueries {
  readonly #data: PgliteThreadData;
  readonly #options: RemotePgliteOptions;
  #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing = false;
  /** Set while a new thread replaces one that stopped; calls wait for it. */
  #reopening: Promise<void> | undefined;
  #restartedAt: number[] = [];
  /** Resolves when the open transaction ends; plain statements wait for it. */
  #transaction: Promise<void> | undefined;
  /** Transactions wait for the ones begun before them. */
  #transactions: Promise<void> = Promise.resolve();

  private constructor(worker: Worker, data: PgliteThreadData, options: RemotePgliteOptions) {
    this.#data = data;
    this.#options = options;
    this.#worker = worker;
    this.#adopt(worker);
  }

  /** Starts the thread and resolves once its database is open (initdb runs there on first use). */
  static async open(data: PgliteThreadData, options: RemotePgliteOptions = {}): Promise<RemotePglite> {
    const worker = await threadReady((options.startThread ?? startPgliteThread)(data));
    return new RemotePglite(worker, data, options);
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transaction) await this.#transaction;
    return this.#queryNow<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    while (this.#transaction) await this.#transaction;
    return this.#send({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(run: (tx: RemoteQueries) => Promise<T>): Promise<T> {
    const before = this.#transactions;
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.#transactions = before.then(() => ended);
    // The transaction before this one has ended (it cleared the gate); this one holds it now.
    await before;
    this.#transaction = ended;
    const tx: RemoteQueries = {
      query: (sql, params = [], options) => this.#queryNow(sql, params, options),
      exec: (sql) => this.#send({ op: 'exec', sql }) as Promise<Results[]>,
    };
    try {
      await tx.exec('begin');
      const result = await run(tx);
      await tx.exec('commit');
      return result;
    } catch (error) {
      await tx.exec('rollback').catch(() => {});
      throw error;
    } finally {
      this.#transaction = undefined;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    while (this.#reopening) await this.#reopening;
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
    this.#stopped = new Error("the embedded database's thread stopped (closed)");
  }

  #queryNow<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    refuseUnsupported(options);
    const request: PgliteCall = {
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      rawTypes: rawTypes(options),
    };
    return this.#send(request) as Promise<Results<T>>;
  }

  async #send(request: PgliteCall): Promise<unknown> {
    // No await on the usual path, so statements reach the thread in the order they were sent.
    while (this.#reopening) await this.#reopening;
    if (this.#closing) throw new Error("the embedded database's thread stopped (closed)");
    return this.#call(request);
  }

  #call(request: PgliteCall): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive only while it has work (a forgotten close does not).
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies PgliteRequest);
    });
  }

  #settle(reply: PgliteReply) {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(errorFromFields(reply.error));
  }

  #adopt(worker: Worker) {
    worker.on(
      'message',
      pacedByTurn(REPLIES_PER_TURN, (reply: PgliteReply) => {
        if (worker === this.#worker) this.#settle(reply);
      }),
    );
    worker.on('error', (error) => this.#lost(worker, error));
    worker.on('exit', (code) => this.#lost(worker, new Error(`the embedded database's thread stopped (exit ${code})`)));
  }

  /** The thread stopped: its calls fail (they may or may not have run), and a new one starts. */
  #lost(worker: Worker, reason: Error) {
    if (worker !== this.#worker || this.#closing || this.#stopped || this.#reopening) return;
    this.#rejectPending(reason);
    const now = Date.now();
    this.#restartedAt = this.#restartedAt.filter((at) => now - at < 60_000);
    if (this.#restartedAt.length >= RESTARTS_PER_MINUTE) {
      this.#stopped = reason;
      return;
    }
    this.#restartedAt.push(now);
    this.#reopening = threadReady((this.#options.startThread ?? startPgliteThread)(this.#data))
      .then(
        (next) => {
          this.#worker = next;
          this.#adopt(next);
          this.#options.onRestart?.(reason);
        },
        (error: Error) => {
          this.#stopped = error;
        },
      )
      .finally(() => {
        this.#reopening = undefined;
      });
  }

  #rejectPending(reason: Error) {
    for (const waiting of this.#pending.values()) waiting.reject(reason);
    this.#pending.clear();
  }
}
