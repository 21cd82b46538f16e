-- Insight speed at 100,000 learners (issue 29, docs/INSIGHT.md "Plans"): daily counts and the surveys
-- as rollups, the learner summary with the profile's choices and a search text, covering indexes.
CREATE MATERIALIZED VIEW "insight_daily_counts" AS
SELECT e.ally_id, e.country_id, e.business_type_id, e.day,
       count(*) FILTER (WHERE e.kind = 'registration')::int AS registrations,
       count(*) FILTER (WHERE e.kind = 'lesson')::int AS lessons_completed,
       count(*) FILTER (WHERE e.kind = 'module')::int AS modules_completed,
       count(*) FILTER (WHERE e.kind = 'achievement')::int AS achievements,
       count(*) FILTER (WHERE e.kind = 'prize')::int AS prizes,
       count(*) FILTER (WHERE e.kind = 'code')::int AS codes,
       count(*) FILTER (WHERE e.kind = 'rating')::int AS ratings,
       coalesce(sum(e.rating), 0)::int AS rating_sum
  FROM (
    SELECT u.ally_id, u.country_id, bp.business_type_id, (u.created_at AT TIME ZONE 'UTC')::date AS day,
           'registration' AS kind, NULL::int AS rating
      FROM users u LEFT JOIN business_profiles bp ON bp.user_id = u.id
     WHERE u.access = 'learner'
    UNION ALL
    SELECT p.ally_id, p.country_id, p.business_type_id, (p.completed_at AT TIME ZONE 'UTC')::date, 'lesson', NULL
      FROM insight_lesson_progress p WHERE p.completed_at IS NOT NULL
    UNION ALL
    SELECT m.ally_id, m.country_id, m.business_type_id, (m.completed_at AT TIME ZONE 'UTC')::date, 'module', NULL
      FROM insight_module_progress m WHERE m.completed_at IS NOT NULL
    UNION ALL
    SELECT m.ally_id, m.country_id, m.business_type_id, (m.completed_at AT TIME ZONE 'UTC')::date, 'achievement', NULL
      FROM insight_module_progress m JOIN achievements a ON a.module_id = m.module_id WHERE m.completed_at IS NOT NULL
    UNION ALL
    SELECT u.ally_id, u.country_id, bp.business_type_id, (d.created_at AT TIME ZONE 'UTC')::date, 'prize', NULL
      FROM achievement_user_data d JOIN users u ON u.id = d.user_id AND u.access = 'learner'
      LEFT JOIN business_profiles bp ON bp.user_id = u.id
    UNION ALL
    SELECT u.ally_id, u.country_id, bp.business_type_id, (wc.redeemed_at AT TIME ZONE 'UTC')::date, 'code', NULL
      FROM webinar_codes wc JOIN users u ON u.id = wc.redeemed_by AND u.access = 'learner'
      LEFT JOIN business_profiles bp ON bp.user_id = u.id
     WHERE wc.redeemed_at IS NOT NULL
    UNION ALL
    SELECT u.ally_id, u.country_id, bp.business_type_id, (lr.updated_at AT TIME ZONE 'UTC')::date, 'rating', lr.rating
      FROM lesson_ratings lr JOIN users u ON u.id = lr.user_id AND u.access = 'learner'
      LEFT JOIN business_profiles bp ON bp.user_id = u.id
  ) e
 GROUP BY e.ally_id, e.country_id, e.business_type_id, e.day;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_daily_counts_pk" ON "insight_daily_counts" ("ally_id", "day", "country_id", "business_type_id");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_surveys" AS
SELECT s.id, s.user_id, u.ally_id, u.country_id, bp.business_type_id, s.created_at, s.level_maturity_id, s.answers,
       lead(s.created_at) OVER w AS next_at,
       CASE WHEN row_number() OVER w > 1 THEN first_value(s.answers) OVER w END AS first_answers
  FROM business_surveys s
  JOIN users u ON u.id = s.user_id AND u.access = 'learner'
  LEFT JOIN business_profiles bp ON bp.user_id = u.id
WINDOW w AS (PARTITION BY s.user_id ORDER BY s.created_at, s.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_surveys_pk" ON "insight_surveys" ("id");
--> statement-breakpoint
CREATE INDEX "insight_surveys_ally_created_idx" ON "insight_surveys" ("ally_id", "created_at");
--> statement-breakpoint
DROP MATERIALIZED VIEW "insight_learner_summary";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_learner_summary" AS
SELECT u.id AS user_id, u.ally_id, u.country_id, bp.business_type_id, bp.employee_number_id, bp.weekly_income_id,
       u.created_at AS registered_at,
       greatest(u.last_login_at, act.last_day::timestamptz, lp.last_at) AS last_active_at,
       coalesce(lp.parts_done, 0)::int AS parts_done,
       coalesce(lp.lessons_completed, 0)::int AS lessons_completed,
       coalesce(mp.modules_completed, 0)::int AS modules_completed,
       lower(concat_ws(' ', u.name, u.email, u.phone_number, bp.business_name)) AS search_text
  FROM users u
  LEFT JOIN business_profiles bp ON bp.user_id = u.id
  LEFT JOIN (SELECT user_id, sum(parts_done)::int AS parts_done, count(completed_at)::int AS lessons_completed,
                    max(last_at) AS last_at
               FROM insight_lesson_progress GROUP BY user_id) lp ON lp.user_id = u.id
  LEFT JOIN (SELECT user_id, count(completed_at)::int AS modules_completed FROM insight_module_progress GROUP BY user_id) mp
         ON mp.user_id = u.id
  LEFT JOIN (SELECT user_id, max(day) AS last_day FROM insight_daily_activity GROUP BY user_id) act ON act.user_id = u.id
 WHERE u.access = 'learner';
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_learner_summary_pk" ON "insight_learner_summary" ("user_id");
--> statement-breakpoint
CREATE INDEX "insight_learner_summary_ally_active_idx" ON "insight_learner_summary" ("ally_id", "last_active_at" DESC NULLS LAST, "user_id");
--> statement-breakpoint
CREATE INDEX "insight_learner_summary_ally_registered_idx" ON "insight_learner_summary" ("ally_id", "registered_at")
  INCLUDE ("country_id", "business_type_id", "employee_number_id", "weekly_income_id");
--> statement-breakpoint
-- The learner search (`ilike '%words%'`) by trigrams where PostgreSQL has pg_trgm (Debian's has it);
-- PGlite has it only when loaded, so there the same query scans the ally's summary rows instead.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX "insight_learner_summary_search_idx" ON "insight_learner_summary" USING gin ("search_text" gin_trgm_ops);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): the learner search scans instead', SQLERRM;
    END;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX "insight_daily_activity_ally_day_scope_idx" ON "insight_daily_activity" ("ally_id", "day", "user_id")
  INCLUDE ("country_id", "business_type_id");
--> statement-breakpoint
DROP INDEX "insight_daily_activity_ally_day_idx";
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_user_module_idx" ON "insight_lesson_progress" ("user_id", "module_id")
  INCLUDE ("lesson_id", "completed_at");
