import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, lessonId, partIds } from './helpers/content';

// A learner population at its peak: 70% reads and 30% writes at once. On the embedded database
// (in its own thread, as the server runs it) every query waits for its one connection; a request
// queued there must wait its turn and be answered, and the waiting must leave the event loop free
// to accept and read other connections.
/** Like the bench's connections: each sends its next request when the last one is answered. */
const WORKERS = 50;
const PER_WORKER = 16;
const REQUESTS = WORKERS * PER_WORKER;
/** Longest the event loop may be held while the burst runs (a new connection waits that long). */
const MAX_BLOCKED_MS = 400;

const ctx = useTestApp({}, undefined, { ownThread: true });
let token: string;
let lessons: number[];
let parts: number[];

beforeAll(async () => {
  token = await tokenFor(ctx.app, DEMO_USERS[0]);
  lessons = [
    await lessonId(ctx.db, 'Arma una oferta irresistible'),
    await lessonId(ctx.db, 'Cierra la venta con confianza'),
  ];
  parts = await partIds(ctx.db, 'Arma una oferta irresistible');
}, 30_000);

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

function mixed(index: number) {
  const headers = { ...bearer(token), 'x-aula-ally': DEMO_USERS[0].allyCode };
  const lesson = pick(lessons);
  switch (index % 10) {
    case 0:
    case 1:
      return ctx.app.inject({ method: 'POST', url: `/api/lessons/${lesson}/set_favorite/`, headers });
    case 2:
      return ctx.app.inject({
        method: 'POST',
        url: `/api/lessons/${lesson}/set_rating/`,
        headers,
        payload: { rating: 1 + (index % 5) },
      });
    case 3:
    case 4:
      return ctx.app.inject({ method: 'GET', url: `/api/parts/${pick(parts)}/`, headers });
    case 5:
    case 6:
      return ctx.app.inject({ method: 'GET', url: `/api/lessons/${lesson}/`, headers });
    case 7:
      return ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers });
    case 8:
      return ctx.app.inject({ method: 'GET', url: '/api/lesson_modules/', headers });
    default:
      return ctx.app.inject({ method: 'GET', url: '/api/new_lessons/?country=mx&ally_code=impulsa' });
  }
}

/** Every worker's requests, one after another; the answers' statuses in the order they came. */
async function burst(): Promise<{ statusCode: number; body: string }[]> {
  const answers: { statusCode: number; body: string }[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let index = 0; index < PER_WORKER; index += 1) {
        const response = await mixed(worker * PER_WORKER + index);
        answers.push({ statusCode: response.statusCode, body: response.body });
      }
    }),
  );
  return answers;
}

/** The longest gap between ticks of a 5 ms timer while `work` runs: how long the loop was held. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
    return Math.max(longest, performance.now() - last);
  } finally {
    clearInterval(timer);
  }
}

describe('mixed load', () => {
  it(`answers ${REQUESTS} concurrent reads and writes (30% writes) all with 200, no 500 and no lost request`, async () => {
    const responses = await burst();
    expect(responses).toHaveLength(REQUESTS);
    const failed = responses.filter((response) => response.statusCode !== 200);
    expect(failed.map((response) => `${response.statusCode} ${response.body.slice(0, 200)}`)).toEqual([]);
  });

  it(`keeps the event loop free (no stall over ${MAX_BLOCKED_MS} ms) while ${REQUESTS} requests queue for the database`, async () => {
    let statuses: number[] = [];
    const stall = await longestStall(async () => {
      statuses = (await burst()).map((response) => response.statusCode);
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(stall).toBeLessThan(MAX_BLOCKED_MS);
  });
});
