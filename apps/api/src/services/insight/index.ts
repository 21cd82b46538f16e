// The insight query layer: every console figure, table and export is read through a scope built
// here from the request's filters (see docs/INSIGHT.md for the indexes and rollups behind it).
export { changeOf, withPreviousPeriod } from './change';
export {
  DEFAULT_REFRESH_MINUTES,
  refreshInsightRollups,
  scheduleInsightRefresh,
} from './refresh-rollups';
export { insightScopeOf } from './request';
export { activeLearnersSql, finishedLessonsSql, finishedModulesSql } from './rollups';
export { type InsightAsker, type InsightPeriod, type InsightScope, periodOf, resolveInsightScope } from './scope';
export { inPeriod, learnersInScope, rollupInScope } from './sql';
