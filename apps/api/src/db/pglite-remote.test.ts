import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './client';
import { RemotePglite, startPgliteThread } from './pglite-remote';
import { rowsOf } from './rows';
import { countries } from './schema';

// The server runs the embedded database in its own thread; these compare it with PGlite run in
// this thread (what drizzle's driver was written for) and check what only a thread can get wrong.
let dir: string;
let thread: DatabaseHandle;
let here: PGlite;

const SHAPES = sql`select
  now() as at, '2026-01-02'::date as day, interval '2 days' as gap, 12.50::numeric as amount,
  true as yes, null::text as nothing, '{"a":[1,2]}'::json as doc, array[1,2,3] as ints,
  array['2026-01-02'::date] as days, 'ñandú'::text as word, 9007199254740993::bigint as big`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aula-pglite-thread-'));
  thread = await openPglite({ dataDir: join(dir, 'pglite') });
  await thread.migrate();
  here = new PGlite();
  await here.waitReady;
}, 60_000);

afterAll(async () => {
  await thread?.close();
  await here?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in its own thread', () => {
  it('answers with the same values as PGlite in this thread (dates kept as text, json parsed)', async () => {
    const [fromThread] = rowsOf<Record<string, unknown>>(await thread.db.execute(SHAPES));
    const [fromHere] = rowsOf<Record<string, unknown>>(await drizzle({ client: here }).execute(SHAPES));
    expect(fromThread).toEqual({ ...fromHere, at: fromThread?.at });
    expect(typeof fromThread?.at).toBe('string');
    expect(fromThread?.doc).toEqual({ a: [1, 2] });
  });

  it('runs the migrations and typed queries (array rows mapped to columns)', async () => {
    await thread.db.insert(countries).values({ code: 'zz', name: 'Zetalandia', dialCode: '+999' });
    const [row] = await thread.db
      .select({ name: countries.name, createdAt: countries.createdAt })
      .from(countries)
      .where(eq(countries.code, 'zz'));
    expect(row?.name).toBe('Zetalandia');
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("gives a database error's fields to the caller (a unique violation is 23505) and goes on", async () => {
    const duplicate = thread.db.insert(countries).values({ code: 'zz', name: 'Otra', dialCode: '+998' });
    const error = await duplicate.then(
      () => undefined,
      (caught: unknown) => caught as { cause?: { code?: string; constraint?: string; message: string } },
    );
    expect(error?.cause?.code).toBe('23505');
    expect(error?.cause?.message).toMatch(/duplicate key/);
    // Bad SQL is an error too, and the thread answers the next query.
    await expect(thread.db.execute(sql`selec 1`)).rejects.toThrow();
    expect(rowsOf(await thread.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, and rolls it back when its work throws', async () => {
    await thread.db.transaction(async (tx) => {
      await tx.insert(countries).values({ code: 'za', name: 'Alfa', dialCode: '+901' });
    });
    await expect(
      thread.db.transaction(async (tx) => {
        await tx.insert(countries).values({ code: 'zb', name: 'Beta', dialCode: '+902' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const codes = await thread.db.select({ code: countries.code }).from(countries);
    expect(codes.map((c) => c.code)).toContain('za');
    expect(codes.map((c) => c.code)).not.toContain('zb');
  });

  it('keeps the savepoint of a nested transaction: the inner one rolls back alone', async () => {
    await thread.db.transaction(async (tx) => {
      await tx.insert(countries).values({ code: 'zc', name: 'Gama', dialCode: '+903' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(countries).values({ code: 'zd', name: 'Delta', dialCode: '+904' });
          throw new Error('inner');
        })
        .catch(() => {});
    });
    const codes = (await thread.db.select({ code: countries.code }).from(countries)).map((c) => c.code);
    expect(codes).toContain('zc');
    expect(codes).not.toContain('zd');
  });

  it('makes statements from outside wait while a transaction is open (they see it committed)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = thread.db.transaction(async (tx) => {
      await tx.insert(countries).values({ code: 'ze', name: 'Épsilon', dialCode: '+905' });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let seen: string[] | undefined;
    const outside = thread.db
      .select({ code: countries.code })
      .from(countries)
      .then((rows) => {
        seen = rows.map((row) => row.code);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeUndefined();
    release();
    await Promise.all([transaction, outside]);
    expect(seen).toContain('ze');
  });

  it('keeps what was written on disk when the database is opened again', async () => {
    await thread.close();
    thread = await openPglite({ dataDir: join(dir, 'pglite') });
    const rows = await thread.db.select({ code: countries.code }).from(countries).where(eq(countries.code, 'zz'));
    expect(rows).toEqual([{ code: 'zz' }]);
  });

  it('refuses a parser that would have to run in the other thread, with the reason', async () => {
    const client = await RemotePglite.open({});
    try {
      await expect(
        client.query('select 1', [], { parsers: { 23: (value: string) => Number(value) + 1 } }),
      ).rejects.toThrow(/type 23/);
      await expect(client.query('select 1', [], { paramTypes: [23] })).rejects.toThrow(/paramTypes/);
      expect((await client.query<{ n: number }>('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
    } finally {
      await client.close();
    }
    await expect(client.query('select 1')).rejects.toThrow(/stopped/);
  }, 30_000);

  it('starts a thread that stopped by itself again on the same data: what was committed stays, new work goes on', async () => {
    const threads: Worker[] = [];
    const restarts: string[] = [];
    const client = await RemotePglite.open(
      { dataDir: join(dir, 'crash') },
      {
        startThread: (data) => {
          const worker = startPgliteThread(data);
          threads.push(worker);
          return worker;
        },
        onRestart: (reason) => restarts.push(reason.message),
      },
    );
    try {
      await client.exec('create table kept (n int); insert into kept values (1)');
      // A crash mid-call: the call in flight fails, the next waits for the new thread.
      const inFlight = client.query('select pg_sleep(0.5)');
      await threads[0]?.terminate();
      await expect(inFlight).rejects.toThrow(/stopped/);
      const after = await client.query<{ n: number }>('select n from kept');
      expect(after.rows).toEqual([{ n: 1 }]);
      await client.exec('insert into kept values (2)');
      expect((await client.query<{ total: number }>('select count(*)::int as total from kept')).rows).toEqual([
        { total: 2 },
      ]);
      expect(threads).toHaveLength(2);
      expect(restarts).toEqual([expect.stringMatching(/thread stopped/)]);
    } finally {
      await client.close();
    }
    await expect(client.query('select 1')).rejects.toThrow(/stopped/);
  }, 60_000);

  it('stops for good when its thread keeps stopping (more than 3 times a minute), saying why', async () => {
    const threads: Worker[] = [];
    // The data of the test before: each new thread opens it instead of creating a database.
    const client = await RemotePglite.open(
      { dataDir: join(dir, 'crash') },
      {
        startThread: (data) => {
          const worker = startPgliteThread(data);
          threads.push(worker);
          return worker;
        },
      },
    );
    for (let crash = 0; crash < 4; crash += 1) {
      await threads.at(-1)?.terminate();
      // Waits for the thread started in its place (the last crash gets none).
      await client.query('select 1').catch(() => {});
    }
    expect(threads).toHaveLength(4);
    await expect(client.query('select 1')).rejects.toThrow(/thread stopped \(exit 1\)/);
    await client.close();
  }, 90_000);

  it('reports a database that cannot open instead of waiting for ever', async () => {
    await expect(RemotePglite.open({ snapshotFile: join(dir, 'no-such-snapshot.tar') })).rejects.toThrow(/ENOENT/);
  });
});
