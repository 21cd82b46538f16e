import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@aula/contracts/headers';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotentWrites } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { SESSION_COOKIE_PREFIX } from '../lib/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds its Idempotency-Key's claim: its answer is stored. */
    idempotentWrite: HeldClaim | null;
  }
}

interface HeldClaim {
  userId: number;
  key: string;
  /** This claim's id: a request whose lease was taken over can neither renew nor record. */
  claim: string;
  renewal: NodeJS.Timeout;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a key is remembered: longer than a device stays offline with a queue, in practice. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A repeat that arrives while the first is running waits for its answer this long at most. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

const badKey = () =>
  new HttpError(400, 'bad_request', 'Invalid input', {
    fields: [{ field: IDEMPOTENCY_HEADER, reason: 'must be 8 to 100 letters, digits or . _ : -' }],
  });

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent learner writes: a signed-in write (POST, PUT, PATCH, DELETE on any route) sent with
 * an Idempotency-Key runs once; a repeat of the key by the same learner gets the first answer
 * again (status and body, marked `Idempotent-Replayed: true`), a repeat while the first still runs
 * waits for it, and the key reused for another request (method, path or body) is refused with 422.
 * One mechanism for every write the offline queue replays, not code in each route. Answers 5xx are
 * not kept, so a retry after a server failure runs again; nor are answers that set a session cookie.
 * Writes without the header are untouched.
 *
 * A claim is a lease (IDEMPOTENCY_LEASE_SECONDS), renewed while its request runs: if the process dies
 * mid-write, or the database goes away before the answer is recorded, the next retry takes the key
 * over within the lease and runs the write (instead of 409 for a day). Not one transaction with the
 * write: handlers write through the pool on several connections, some effects leave the database
 * (messages, media, Redis), and the answer exists only once serialised, after the handler has
 * finished; a transaction around the request would hold a connection per running write (and on
 * PGlite's single connection, deadlock the handler's own queries).
 */
export default fp(
  async (app) => {
    const { db } = app;
    const leaseSeconds = app.config.idempotencyLeaseSeconds;
    app.decorateRequest('idempotentWrite', null);

    const leaseEnd = () => sql`now() + make_interval(secs => ${leaseSeconds})`;
    const heldBy = (write: HeldClaim) =>
      and(
        eq(idempotentWrites.userId, write.userId),
        eq(idempotentWrites.key, write.key),
        eq(idempotentWrites.claim, write.claim),
        isNull(idempotentWrites.status),
      );
    /** Renewed three times a lease: a slow write keeps its key; a dead process stops renewing. */
    function holdLease(request: FastifyRequest, userId: number, key: string, claim: string): HeldClaim {
      const write: HeldClaim = { userId, key, claim, renewal: setInterval(renew, (leaseSeconds * 1000) / 3) };
      write.renewal.unref();
      function renew() {
        db.update(idempotentWrites)
          .set({ leaseUntil: leaseEnd() })
          .where(heldBy(write))
          .catch((err: unknown) => request.log.warn({ err, key }, 'idempotency: lease not renewed'));
      }
      return write;
    }
    const release = (request: FastifyRequest): HeldClaim | null => {
      const write = request.idempotentWrite;
      request.idempotentWrite = null;
      if (write) clearInterval(write.renewal);
      return write;
    };

    const expiredBefore = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
    let lastSweepAt = 0;
    /** Old keys are dropped by each process at most once an hour, not on every write. */
    async function sweepExpired(): Promise<void> {
      if (Date.now() - lastSweepAt < SWEEP_EVERY_MS) return;
      lastSweepAt = Date.now();
      await db.delete(idempotentWrites).where(lt(idempotentWrites.createdAt, expiredBefore()));
    }

    async function replay(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      key: string,
      print: string,
    ): Promise<boolean> {
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const [row] = await db
          .select({
            fingerprint: idempotentWrites.fingerprint,
            status: idempotentWrites.status,
            body: idempotentWrites.body,
            contentType: idempotentWrites.contentType,
            leaseOver: sql<boolean>`${idempotentWrites.leaseUntil} < now()`,
          })
          .from(idempotentWrites)
          .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key)));
        if (!row) return false; // the first failed (5xx) and was forgotten: this one runs
        if (row.fingerprint !== print) {
          throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
        }
        if (row.status !== null) {
          request.log.info({ key }, 'idempotent write replayed');
          // Not the reply itself: it is a thenable, and awaiting it would wait for the answer to end.
          reply
            .code(row.status)
            .header(IDEMPOTENT_REPLAY_HEADER, 'true')
            .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
            .send(row.body ?? '');
          return true;
        }
        if (row.leaseOver) {
          // Its request stopped renewing (process gone, answer never recorded): this one takes over.
          request.log.warn({ key }, 'idempotent write: unanswered claim taken over after its lease');
          return false;
        }
        if (Date.now() > deadline) {
          reply.header('retry-after', '1');
          throw new HttpError(
            409,
            'idempotency_in_progress',
            'The first request with this Idempotency-Key is running',
            {
              retry_after: 1,
            },
          );
        }
        await sleep(POLL_MS);
      }
    }

    // preHandler: after the route's own authentication (onRequest) and body validation.
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (!WRITES.has(request.method) || header === undefined || !request.user) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY_PATTERN.test(key)) throw badKey();
      const userId = request.user.id;
      const print = fingerprint(request);
      await sweepExpired();
      for (;;) {
        // One statement claims the key, or takes back one whose day has passed, or the same request's
        // claim left unanswered past its lease: a write costs no separate clean-up round trip.
        const claim = randomUUID();
        const claimed = await db
          .insert(idempotentWrites)
          .values({ userId, key, fingerprint: print, claim, leaseUntil: leaseEnd() })
          .onConflictDoUpdate({
            target: [idempotentWrites.userId, idempotentWrites.key],
            set: {
              fingerprint: print,
              status: null,
              body: null,
              contentType: null,
              createdAt: sql`now()`,
              claim,
              leaseUntil: leaseEnd(),
            },
            setWhere: or(
              lt(idempotentWrites.createdAt, expiredBefore()),
              and(
                isNull(idempotentWrites.status),
                lt(idempotentWrites.leaseUntil, sql`now()`),
                eq(idempotentWrites.fingerprint, print),
              ),
            ),
          })
          .returning({ key: idempotentWrites.key });
        if (claimed.length > 0) {
          request.idempotentWrite = holdLease(request, userId, key, claim);
          return;
        }
        if (await replay(request, reply, userId, key, print)) return reply;
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const write = release(request);
      if (!write) return payload;
      const where = heldBy(write);
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      // A session is never kept at rest nor handed out twice: such an answer is not stored.
      const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
      const setsSession = cookies.some((cookie) => cookie.startsWith(SESSION_COOKIE_PREFIX));
      const contentType = reply.getHeader('content-type');
      try {
        if (reply.statusCode >= 500 || body === null || setsSession) await db.delete(idempotentWrites).where(where);
        else {
          await db
            .update(idempotentWrites)
            .set({ status: reply.statusCode, body, contentType: typeof contentType === 'string' ? contentType : null })
            .where(where);
        }
      } catch (err) {
        // The write is done: its answer still goes out. A retry finds the claim's lease over and runs again.
        request.log.error({ err, key: write.key }, 'idempotency: answer not recorded');
      }
      return payload;
    });
    // A request that never reached onSend (its connection gone) stops renewing too.
    app.addHook('onResponse', async (request) => {
      release(request);
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
