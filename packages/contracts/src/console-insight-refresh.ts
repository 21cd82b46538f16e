// The console insight's "refresh now" (issue 40): an ally admin asks for the rollups to be rebuilt
// before their schedule. One refresh at a time per database; asked while one runs, the asker waits
// for that one. A refresh takes from a second (the demo) to a couple of minutes (100,000 learners),
// longer than a request may last, so the answer comes at once and the client asks how it is going.
import { z } from 'zod';
import { insightComputedAt } from './console-insight';

/** POST body: what the asker's screen shows, so a refresh someone else just made is not made again. */
export const insightRefreshBody = z.object({
  /** The `computedAt` of the figures on the asker's screen (null: figures never refreshed). */
  seen: z.iso
    .datetime({ offset: true, error: 'must be a date and time with its offset (ISO 8601), or null' })
    .nullable()
    .optional(),
});
export type InsightRefreshBody = z.infer<typeof insightRefreshBody>;

/**
 * - `started`: this call began a refresh;
 * - `running`: one was already under way (another admin's, the schedule's, another process's): wait for it;
 * - `fresh`: one ended moments ago, after the figures the asker has seen: reading them again is enough.
 */
export const INSIGHT_REFRESH_STATES = ['started', 'running', 'fresh'] as const;
export type InsightRefreshState = (typeof INSIGHT_REFRESH_STATES)[number];

/** POST 202: what became of the ask, and the last refresh's moment as it stands now. */
export const insightRefreshAnswer = z.object({
  state: z.enum(INSIGHT_REFRESH_STATES),
  computedAt: insightComputedAt,
});
export type InsightRefreshAnswer = z.infer<typeof insightRefreshAnswer>;

/** GET: whether a refresh is under way anywhere on the database, and the last one's moment. */
export const insightRefreshStatus = z.object({
  running: z.boolean(),
  computedAt: insightComputedAt,
});
export type InsightRefreshStatus = z.infer<typeof insightRefreshStatus>;
