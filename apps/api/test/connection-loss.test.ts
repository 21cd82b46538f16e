import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { testDriver } from './helpers/driver';
import { databaseNameOf, terminateConnections } from './helpers/postgres-admin';

// Ending a server's connections needs a server: this file runs in the suite's PostgreSQL run
// (scripts/test-both.mjs), which CI requires.
describe.runIf(testDriver === 'postgres')('every connection of the database ended (pg_terminate_backend)', () => {
  const ctx = useTestApp({ VIEW_FLUSH_SECONDS: '3600' });
  let database: string;
  let token: string;
  let lessonId: number;

  beforeAll(async () => {
    database = await databaseNameOf(ctx.db);
    token = await tokenFor(ctx.app, DEMO_USERS[0]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/new_lessons/?country=mx&ally_code=impulsa' });
    lessonId = list.json().results[0].id;
  });

  const requests = () => [
    ctx.app.inject({ method: 'GET', url: `/api/lessons/${lessonId}/`, headers: { authorization: `Bearer ${token}` } }),
    ctx.app.inject({ method: 'GET', url: '/api/personal_data/', headers: { authorization: `Bearer ${token}` } }),
    // A registration writes in a transaction: a client checked out of the pool.
    ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: {
        first_name: 'Luis',
        phone_number: freshPhone(),
        login_pin: '4821',
        ally_code: 'crecer',
        accepts_terms: true,
      },
    }),
  ];

  it('fails the transaction it cut, not the process (a checked-out client has an error listener)', async () => {
    // Idle in a transaction when the server ends the connection: pg emits 'error' on the client,
    // which without a listener is an uncaught exception (the process's end; here, a failed run).
    const cut = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateConnections(database)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
  });

  it('answers the requests it cut with 503 (never 500) and the next ones as usual', async () => {
    const inFlight = Array.from({ length: 4 }, requests).flat();
    // The requests open their connections a few ticks after they start (the guard and the session
    // look-up come first): end them as soon as the server holds one, so the cut is never missed.
    let finished = false;
    void Promise.allSettled(inFlight).then(() => {
      finished = true;
    });
    let ended = 0;
    while (ended === 0 && !finished) {
      ended = await terminateConnections(database);
      if (ended === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const statuses = (await Promise.all(inFlight)).map((response) => response.statusCode);
    expect(ended).toBeGreaterThan(0);
    expect(statuses.filter((status) => ![200, 202, 503].includes(status))).toEqual([]);
    const after = (await Promise.all(requests())).map((response) => response.statusCode);
    expect(after).toEqual([200, 200, 202]);
  });
});
