-- A country asked for (issue 29, docs/INSIGHT.md): the funnel's and the survey's index-only scans
-- start at the country instead of filtering the ally's every country (a year in Colombia read
-- 160,000 funnel entries to keep 53,000, and 172,000 answers to keep 44,000).
CREATE INDEX "insight_funnel_country_cohort_idx" ON "insight_funnel" ("ally_id", "country_id", "module_started_at")
  INCLUDE ("business_type_id", "module_id", "lesson_id", "begun", "lesson_completed_at", "module_completed_at", "furthest", "rating");
--> statement-breakpoint
CREATE INDEX "insight_survey_answers_country_created_idx" ON "insight_survey_answers" ("ally_id", "country_id", "created_at")
  INCLUDE ("next_at", "business_type_id", "question", "value", "first_value");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_country_cohort_idx" ON "insight_module_progress" ("ally_id", "country_id", "started_at")
  INCLUDE ("business_type_id", "module_id", "completed_at");
