import type { InsightRefreshAnswer, InsightRefreshState } from '@aula/contracts/console-insight-refresh';
import { consoleInsightRefreshEndpoints as refresh } from '@aula/contracts/endpoints/console-insight-refresh';
import { HttpResponse } from 'msw';
import { keptWithMockState } from '../state';
import { handle } from './declared';

// The console insight's "refresh now" in the mock world (issue 40): its figures were computed 7
// minutes before the world was made; a refresh runs for a moment, one at a time, once a minute per
// ally, and one that ended within the minute after what the asker saw is fresh enough, as the API.

const MINUTE_MS = 60_000;
/** How long a mock refresh runs: long enough for a screen to show it under way. */
const MOCK_REFRESH_MS = 300;

interface RefreshWorld {
  computedAt: string;
  finishedAt: number;
  running: { startedAt: number; until: number } | null;
  /** When each ally last started one (the once-a-minute rule). */
  askedAt: Map<string, number>;
}

const refreshWorld = keptWithMockState<RefreshWorld>(() => ({
  computedAt: new Date(Date.now() - 7 * MINUTE_MS).toISOString(),
  finishedAt: Date.now() - 7 * MINUTE_MS,
  running: null,
  askedAt: new Map(),
}));

/** The world with a refresh whose time has come counted as ended. */
function settled(): RefreshWorld {
  const world = refreshWorld();
  if (world.running && Date.now() >= world.running.until) {
    world.computedAt = new Date(world.running.startedAt).toISOString();
    world.finishedAt = world.running.until;
    world.running = null;
  }
  return world;
}

/** When the mock's insight figures were computed: every insight answer's `computedAt`. */
export const mockComputedAt = (): string => settled().computedAt;

const rateLimited = (seconds: number) =>
  HttpResponse.json(
    { error: 'rate_limited', message: `Too many requests: try again in ${seconds} s`, retry_after: seconds },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );

export const consoleInsightRefreshHandlers = [
  handle(refresh.refreshInsight, ({ body, consoleAlly }) => {
    const world = settled();
    const answer = (state: InsightRefreshState): InsightRefreshAnswer => ({ state, computedAt: world.computedAt });
    if (world.running) return answer('running');
    const now = Date.now();
    const { seen } = body;
    const newer = seen === null || (seen !== undefined && Date.parse(world.computedAt) > Date.parse(seen));
    if (seen !== undefined && newer && now - world.finishedAt < MINUTE_MS) return answer('fresh');
    const asked = world.askedAt.get(consoleAlly.code);
    if (asked !== undefined && now - asked < MINUTE_MS) return rateLimited(Math.ceil((asked + MINUTE_MS - now) / 1000));
    world.askedAt.set(consoleAlly.code, now);
    const started = answer('started');
    world.running = { startedAt: now, until: now + MOCK_REFRESH_MS };
    return started;
  }),
  handle(refresh.insightRefreshStatus, () => {
    const world = settled();
    return { running: world.running !== null, computedAt: world.computedAt };
  }),
];
