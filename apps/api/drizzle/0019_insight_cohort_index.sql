-- The funnel's cohort: the learners who began a module in the period (services/console-insight/cohort.ts).
CREATE INDEX "insight_module_progress_ally_started_idx" ON "insight_module_progress" ("ally_id", "started_at");
