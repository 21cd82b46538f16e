import { date, integer, pgMaterializedView, timestamp } from 'drizzle-orm/pg-core';

// The console insight's rollups: materialized views over the learners' progress and activity,
// created by hand in migration 0016_insight_rollups.sql (drizzle-kit leaves `.existing()` views
// alone) and refreshed on a schedule (services/insight/refresh-rollups.ts). Each row carries the
// learner's ally, country and business type as at the last refresh, so a scoped figure reads one
// view through its (ally_id, ...) index without joining users. docs/INSIGHT.md says why and how stale.

const scope = {
  userId: integer('user_id').notNull(),
  allyId: integer('ally_id').notNull(),
  countryId: integer('country_id').notNull(),
  businessTypeId: integer('business_type_id'),
};

/** One row per learner and lesson begun: parts done of the lesson's parts, when finished (null: not yet). */
export const insightLessonProgress = pgMaterializedView('insight_lesson_progress', {
  ...scope,
  lessonId: integer('lesson_id').notNull(),
  moduleId: integer('module_id').notNull(),
  partsDone: integer('parts_done').notNull(),
  partsTotal: integer('parts_total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}).existing();

/** One row per learner and module begun: lessons begun and finished of its published lessons. */
export const insightModuleProgress = pgMaterializedView('insight_module_progress', {
  ...scope,
  moduleId: integer('module_id').notNull(),
  lessonsStarted: integer('lessons_started').notNull(),
  lessonsCompleted: integer('lessons_completed').notNull(),
  lessonsTotal: integer('lessons_total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}).existing();

/** One row per learner and UTC day they completed a part or opened a lesson ("active"). */
export const insightDailyActivity = pgMaterializedView('insight_daily_activity', {
  ...scope,
  day: date('day', { mode: 'string' }).notNull(),
}).existing();

/** One row per learner: registration, last activity and how far they got, for the paged learner list. */
export const insightLearnerSummary = pgMaterializedView('insight_learner_summary', {
  ...scope,
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  partsDone: integer('parts_done').notNull(),
  lessonsCompleted: integer('lessons_completed').notNull(),
  modulesCompleted: integer('modules_completed').notNull(),
}).existing();

/** The views in the order a refresh must follow (module progress and the summary read lesson progress). */
export const INSIGHT_ROLLUPS = [
  'insight_lesson_progress',
  'insight_module_progress',
  'insight_daily_activity',
  'insight_learner_summary',
] as const;
