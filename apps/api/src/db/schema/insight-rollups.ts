import { boolean, date, integer, jsonb, pgMaterializedView, text, timestamp } from 'drizzle-orm/pg-core';

// The console insight's rollups: materialized views over the learners' progress and activity,
// created by hand in migrations 0016_insight_rollups.sql, 0021_insight_speed.sql, 0023_insight_funnel.sql,
// 0024_insight_survey_answers.sql and 0046_insight_funnel_channel.sql (drizzle-kit
// leaves `.existing()` views alone) and refreshed on a schedule (services/insight/refresh-rollups.ts). Each row carries the
// learner's ally, country and business type as at the last refresh, so a scoped figure reads one
// view through its (ally_id, ...) index without joining users. docs/INSIGHT.md says why and how stale.

const scope = {
  userId: integer('user_id').notNull(),
  allyId: integer('ally_id').notNull(),
  countryId: integer('country_id').notNull(),
  businessTypeId: integer('business_type_id'),
};

/**
 * One row per learner and lesson begun: parts done of the lesson's parts (of them, those done in the
 * WhatsApp chat), when finished (null: not yet), and whether the part completion that finished it
 * (its latest) was in the chat.
 */
export const insightLessonProgress = pgMaterializedView('insight_lesson_progress', {
  ...scope,
  lessonId: integer('lesson_id').notNull(),
  moduleId: integer('module_id').notNull(),
  partsDone: integer('parts_done').notNull(),
  partsTotal: integer('parts_total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  partsInChat: integer('parts_in_chat').notNull(),
  completedInChat: boolean('completed_in_chat').notNull(),
}).existing();

/**
 * One row per learner and module begun: lessons begun and finished of its published lessons, the
 * parts done in its lessons (of them, in the chat), and whether the lesson that finished it (its
 * latest) was finished in the chat.
 */
export const insightModuleProgress = pgMaterializedView('insight_module_progress', {
  ...scope,
  moduleId: integer('module_id').notNull(),
  lessonsStarted: integer('lessons_started').notNull(),
  lessonsCompleted: integer('lessons_completed').notNull(),
  lessonsTotal: integer('lessons_total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  partsDone: integer('parts_done').notNull(),
  partsInChat: integer('parts_in_chat').notNull(),
  completedInChat: boolean('completed_in_chat').notNull(),
}).existing();

/** One row per learner and UTC day they completed a part or opened a lesson ("active"). */
export const insightDailyActivity = pgMaterializedView('insight_daily_activity', {
  ...scope,
  day: date('day', { mode: 'string' }).notNull(),
}).existing();

/**
 * One row per learner: registration, last activity and how far they got, for the paged learner
 * list; the business profile's choices (the survey screen's profile counts) and `search_text`
 * (name, email, phone and business name in lower case: the list's search, by trigrams where
 * PostgreSQL has pg_trgm).
 */
export const insightLearnerSummary = pgMaterializedView('insight_learner_summary', {
  ...scope,
  employeeNumberId: integer('employee_number_id'),
  weeklyIncomeId: integer('weekly_income_id'),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  partsDone: integer('parts_done').notNull(),
  lessonsCompleted: integer('lessons_completed').notNull(),
  modulesCompleted: integer('modules_completed').notNull(),
  searchText: text('search_text').notNull(),
}).existing();

/**
 * One row per ally, country, business type and UTC day: what the overview sums over a period
 * (registrations, lessons and modules finished, achievements, prizes, webinar codes, ratings,
 * part completions on the site and in the WhatsApp chat).
 * A year is ~365 rows per country and type instead of a scan of the year's records.
 */
export const insightDailyCounts = pgMaterializedView('insight_daily_counts', {
  allyId: integer('ally_id').notNull(),
  countryId: integer('country_id').notNull(),
  businessTypeId: integer('business_type_id'),
  day: date('day', { mode: 'string' }).notNull(),
  registrations: integer('registrations').notNull(),
  lessonsCompleted: integer('lessons_completed').notNull(),
  modulesCompleted: integer('modules_completed').notNull(),
  achievements: integer('achievements').notNull(),
  prizes: integer('prizes').notNull(),
  codes: integer('codes').notNull(),
  ratings: integer('ratings').notNull(),
  ratingSum: integer('rating_sum').notNull(),
  partsOnSite: integer('parts_on_site').notNull(),
  partsInChat: integer('parts_in_chat').notNull(),
}).existing();

/**
 * One row per business survey taken, with the learner's scope: `next_at` (their next survey, null
 * for the last), so "each learner's last survey in a period" is a filter, not a sort; and
 * `first_answers` (their first survey's answers, null on the first itself) for before / after.
 */
export const insightSurveys = pgMaterializedView('insight_surveys', {
  id: integer('id').notNull(),
  ...scope,
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  levelMaturityId: integer('level_maturity_id'),
  answers: jsonb('answers').notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }),
  firstAnswers: jsonb('first_answers'),
}).existing();

/**
 * One row per answer of a survey (`insight_surveys` unfolded), with the same question's answer in
 * the learner's first survey (`first_value`): a period's distribution is an index-only scan.
 */
export const insightSurveyAnswers = pgMaterializedView('insight_survey_answers', {
  surveyId: integer('survey_id').notNull(),
  position: integer('position').notNull(),
  ...scope,
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }),
  question: text('question'),
  /** Null when the stored value is not a whole number. */
  value: integer('value'),
  firstValue: integer('first_value'),
}).existing();

/**
 * One row per learner and lesson of a module they began, where they began the lesson or rated it:
 * the module's start and end beside the lesson's (and whether the lesson was finished in the chat),
 * `furthest` (their last lesson begun in the module, by position: where an unfinished one stopped)
 * and their rating. The funnel of a period's
 * cohort (module begun in it) is one index-only scan of (ally_id, module_started_at).
 */
export const insightFunnel = pgMaterializedView('insight_funnel', {
  ...scope,
  moduleId: integer('module_id').notNull(),
  lessonId: integer('lesson_id').notNull(),
  moduleStartedAt: timestamp('module_started_at', { withTimezone: true }).notNull(),
  moduleCompletedAt: timestamp('module_completed_at', { withTimezone: true }),
  lessonPosition: integer('lesson_position').notNull(),
  begun: boolean('begun').notNull(),
  lessonCompletedAt: timestamp('lesson_completed_at', { withTimezone: true }),
  rating: integer('rating'),
  furthest: boolean('furthest').notNull(),
  lessonCompletedInChat: boolean('lesson_completed_in_chat').notNull(),
}).existing();

/** The views in the order a refresh must follow (module progress, the summary and the daily counts read lesson progress). */
export const INSIGHT_ROLLUPS = [
  'insight_lesson_progress',
  'insight_module_progress',
  'insight_daily_activity',
  'insight_learner_summary',
  'insight_daily_counts',
  'insight_surveys',
  'insight_survey_answers',
  'insight_funnel',
] as const;
