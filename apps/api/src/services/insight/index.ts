// The insight query layer: every console figure, table and export is read through a scope built
// here from the request's filters (see docs/INSIGHT.md for the indexes and rollups behind it).
export { changeOf, withPreviousPeriod } from './change';
export {
  type FiguresOf,
  type InsightRefreshRecord,
  insightComputedAtOf,
  lastInsightRefresh,
  withComputedAt,
} from './computed-at';
export { DEFAULT_REFRESH_MINUTES, refreshInsightRollups } from './refresh-rollups';
export { type InsightRefresher, insightRefresher, scheduleInsightRefresh } from './refresh-runner';
export { insightScopeOf } from './request';
export { activeLearnersSql, finishedLessonsSql, finishedModulesSql } from './rollups';
export { type InsightAsker, type InsightPeriod, type InsightScope, periodOf, resolveInsightScope } from './scope';
export { inPeriod, learnersInScope, rollupInScope } from './sql';
