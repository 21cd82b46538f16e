-- The insight funnel as one rollup (issue 29, docs/INSIGHT.md): one row per learner and lesson of a
-- module they began, begun or only rated, with the module's start and end beside it, so reached,
-- completed, where they stopped and ratings of a period's cohort are one index-only scan.
CREATE MATERIALIZED VIEW "insight_funnel" AS
SELECT f.*,
       f.begun AND row_number() OVER (PARTITION BY f.user_id, f.module_id, f.begun ORDER BY f.lesson_position DESC, f.lesson_id DESC) = 1
         AS furthest
  FROM (
    SELECT m.user_id, m.module_id, l.id AS lesson_id, m.ally_id, m.country_id, m.business_type_id,
           m.started_at AS module_started_at, m.completed_at AS module_completed_at,
           l.position AS lesson_position, p.user_id IS NOT NULL AS begun, p.completed_at AS lesson_completed_at,
           lr.rating
      FROM insight_module_progress m
      JOIN lessons l ON l.module_id = m.module_id
      LEFT JOIN insight_lesson_progress p ON p.user_id = m.user_id AND p.lesson_id = l.id
      LEFT JOIN lesson_ratings lr ON lr.user_id = m.user_id AND lr.lesson_id = l.id
     WHERE p.user_id IS NOT NULL OR lr.user_id IS NOT NULL
  ) f;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_funnel_pk" ON "insight_funnel" ("user_id", "lesson_id");
--> statement-breakpoint
CREATE INDEX "insight_funnel_cohort_idx" ON "insight_funnel" ("ally_id", "module_started_at")
  INCLUDE ("country_id", "business_type_id", "module_id", "lesson_id", "begun", "lesson_completed_at", "module_completed_at", "furthest", "rating");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_cohort_idx" ON "insight_module_progress" ("ally_id", "started_at")
  INCLUDE ("country_id", "business_type_id", "module_id", "completed_at");
--> statement-breakpoint
DROP INDEX "insight_module_progress_ally_started_idx";
