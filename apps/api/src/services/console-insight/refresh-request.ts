import type { InsightRefreshAnswer } from '@aula/contracts/console-insight-refresh';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { enforce, RULES } from '../../lib/rate-limit';
import { type InsightRefreshRecord, lastInsightRefresh } from '../insight';

/** A refresh that ended this recently is fresh enough for an ask that came after it. */
const FRESH_FOR_MS = RULES.insightRefresh.windowSeconds * 1000;

/** Whether the last refresh is newer than what the asker's screen shows and ended moments ago. */
function freshFor(last: InsightRefreshRecord | null, seen: string | null | undefined, now: number): boolean {
  if (!last || seen === undefined) return false;
  const newer = seen === null || Date.parse(last.computedAt) > Date.parse(seen);
  return newer && now - Date.parse(last.finishedAt) < FRESH_FOR_MS;
}

/**
 * An ally admin's "refresh now", in this order:
 * 1. a refresh under way (anywhere on the database): `running`, nothing counted, the asker waits for it;
 * 2. one ended within the last minute, after the figures the asker has seen: `fresh`, nothing counted;
 * 3. once a minute per ally (429 with Retry-After otherwise), counted only for a refresh this ask
 *    began: two asks at once (two allies, or one ally's two tabs) start one refresh, and the one that
 *    joins it keeps its minute;
 * 4. a refresh begins: `started`, or `running` when another ask or process took the lock in between.
 * The answer's `computedAt` is read before all this, so it is the moment before any refresh under
 * way: the client knows that one has ended well once the status shows another moment.
 */
export async function askForRefresh(
  app: FastifyInstance,
  allyId: number,
  seen: string | null | undefined,
  reply: FastifyReply,
): Promise<InsightRefreshAnswer> {
  const refresher = app.insightRefresh;
  const last = await lastInsightRefresh(app.insightDb);
  const computedAt = last?.computedAt ?? null;
  if (await refresher.running()) return { state: 'running', computedAt };
  if (freshFor(last, seen, Date.now())) return { state: 'fresh', computedAt };
  const key = `ally:${allyId}`;
  enforce(await app.ports.limiter.check(RULES.insightRefresh, key), reply);
  const state = await refresher.start();
  if (state === 'started') await app.ports.limiter.hit(RULES.insightRefresh, key);
  return { state, computedAt };
}
