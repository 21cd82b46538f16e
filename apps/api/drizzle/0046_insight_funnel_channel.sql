-- The chat's share in the console's insight (issue 42): a part completion carries its channel
-- (0044), and the rollups count it. The lesson rollup counts the parts done in the chat and says
-- whether the part completion that finished the lesson (its latest) was in the chat; the module
-- rollup sums the parts and says the same of the lesson that finished the module; the funnel
-- carries the lesson's; the daily counts add the day's part completions on the site and in the
-- chat. A materialized view cannot gain a column, so the lesson rollup is dropped with the views
-- built on it and they are made again as 0029 made them, with the new columns last and the new
-- columns in the INCLUDE lists the funnel's index-only scans read.
DROP MATERIALIZED VIEW "insight_lesson_progress" CASCADE;
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_lesson_progress" AS
SELECT a.user_id, lp.lesson_id, l.module_id, u.ally_id, u.country_id, bp.business_type_id,
       count(a.completed_at)::int AS parts_done, t.parts_total,
       min(a.started_at) AS started_at, max(greatest(a.completed_at, a.seen_at)) AS last_at,
       CASE WHEN count(a.completed_at) >= t.parts_total THEN max(a.completed_at) END AS completed_at,
       count(a.completed_at) FILTER (WHERE a.channel = 'chat')::int AS parts_in_chat,
       -- Finished, and its latest part completion is one in the chat (two maxima: no sort per group).
       coalesce(count(a.completed_at) >= t.parts_total
                AND max(a.completed_at) FILTER (WHERE a.channel = 'chat') = max(a.completed_at), false)
         AS completed_in_chat
  FROM (SELECT coalesce(pc.user_id, pp.user_id) AS user_id, coalesce(pc.part_id, pp.part_id) AS part_id,
               least(pc.completed_at, pp.opened_at) AS started_at, pc.completed_at, pp.seen_at, pc.channel
          FROM part_completions pc
          FULL JOIN part_progress pp ON pp.user_id = pc.user_id AND pp.part_id = pc.part_id) a
  JOIN users u ON u.id = a.user_id AND u.access = 'learner'
  JOIN lesson_parts lp ON lp.id = a.part_id
  JOIN lessons l ON l.id = lp.lesson_id
  JOIN (SELECT lesson_id, count(*)::int AS parts_total FROM lesson_parts GROUP BY lesson_id) t ON t.lesson_id = lp.lesson_id
  LEFT JOIN business_profiles bp ON bp.user_id = u.id
 GROUP BY a.user_id, lp.lesson_id, l.module_id, u.ally_id, u.country_id, bp.business_type_id, t.parts_total;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_lesson_progress_pk" ON "insight_lesson_progress" ("user_id", "lesson_id");
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_ally_completed_idx" ON "insight_lesson_progress" ("ally_id", "completed_at");
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_module_idx" ON "insight_lesson_progress" ("module_id", "lesson_id");
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_user_module_idx" ON "insight_lesson_progress" ("user_id", "module_id")
  INCLUDE ("lesson_id", "completed_at");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_module_progress" AS
SELECT p.user_id, p.module_id, p.ally_id, p.country_id, p.business_type_id,
       count(*)::int AS lessons_started, count(p.completed_at)::int AS lessons_completed, t.lessons_total,
       min(p.started_at) AS started_at,
       CASE WHEN count(p.completed_at) >= t.lessons_total THEN max(p.completed_at) END AS completed_at,
       sum(p.parts_done)::int AS parts_done, sum(p.parts_in_chat)::int AS parts_in_chat,
       -- Finished, and the lesson that finished it (the latest finished) was finished in the chat.
       coalesce(count(p.completed_at) >= t.lessons_total
                AND max(p.completed_at) FILTER (WHERE p.completed_in_chat) = max(p.completed_at), false)
         AS completed_in_chat
  FROM insight_lesson_progress p
  JOIN (SELECT module_id, count(*)::int AS lessons_total FROM lessons
         WHERE published_at IS NOT NULL AND archived_at IS NULL GROUP BY module_id) t ON t.module_id = p.module_id
 GROUP BY p.user_id, p.module_id, p.ally_id, p.country_id, p.business_type_id, t.lessons_total;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_module_progress_pk" ON "insight_module_progress" ("user_id", "module_id");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_ally_completed_idx" ON "insight_module_progress" ("ally_id", "completed_at");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_module_idx" ON "insight_module_progress" ("module_id");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_cohort_idx" ON "insight_module_progress" ("ally_id", "started_at")
  INCLUDE ("country_id", "business_type_id", "module_id", "completed_at", "parts_done", "parts_in_chat", "completed_in_chat");
--> statement-breakpoint
CREATE INDEX "insight_module_progress_country_cohort_idx" ON "insight_module_progress" ("ally_id", "country_id", "started_at")
  INCLUDE ("business_type_id", "module_id", "completed_at", "parts_done", "parts_in_chat", "completed_in_chat");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_daily_counts" AS
SELECT e.ally_id, e.country_id, e.business_type_id, e.day,
       count(*) FILTER (WHERE e.kind = 'registration')::int AS registrations,
       count(*) FILTER (WHERE e.kind = 'lesson')::int AS lessons_completed,
       count(*) FILTER (WHERE e.kind = 'module')::int AS modules_completed,
       count(*) FILTER (WHERE e.kind = 'achievement')::int AS achievements,
       count(*) FILTER (WHERE e.kind = 'prize')::int AS prizes,
       count(*) FILTER (WHERE e.kind = 'code')::int AS codes,
       count(*) FILTER (WHERE e.kind = 'rating')::int AS ratings,
       coalesce(sum(e.rating), 0)::int AS rating_sum,
       count(*) FILTER (WHERE e.kind = 'part_site')::int AS parts_on_site,
       count(*) FILTER (WHERE e.kind = 'part_chat')::int AS parts_in_chat
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
    UNION ALL
    SELECT u.ally_id, u.country_id, bp.business_type_id, (pc.completed_at AT TIME ZONE 'UTC')::date,
           CASE WHEN pc.channel = 'chat' THEN 'part_chat' ELSE 'part_site' END, NULL
      FROM part_completions pc JOIN users u ON u.id = pc.user_id AND u.access = 'learner'
      LEFT JOIN business_profiles bp ON bp.user_id = u.id
  ) e
 GROUP BY e.ally_id, e.country_id, e.business_type_id, e.day;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_daily_counts_pk" ON "insight_daily_counts" ("ally_id", "day", "country_id", "business_type_id");
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
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "insight_learner_summary_search_idx" ON "insight_learner_summary" USING gin ("search_text" gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_funnel" AS
SELECT f.*,
       f.begun AND row_number() OVER (PARTITION BY f.user_id, f.module_id, f.begun ORDER BY f.lesson_position DESC, f.lesson_id DESC) = 1
         AS furthest
  FROM (
    SELECT m.user_id, m.module_id, l.id AS lesson_id, m.ally_id, m.country_id, m.business_type_id,
           m.started_at AS module_started_at, m.completed_at AS module_completed_at,
           l.position AS lesson_position, p.user_id IS NOT NULL AS begun, p.completed_at AS lesson_completed_at,
           lr.rating, coalesce(p.completed_in_chat, false) AS lesson_completed_in_chat
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
  INCLUDE ("country_id", "business_type_id", "module_id", "lesson_id", "begun", "lesson_completed_at", "module_completed_at", "furthest", "rating", "lesson_completed_in_chat");
--> statement-breakpoint
CREATE INDEX "insight_funnel_country_cohort_idx" ON "insight_funnel" ("ally_id", "country_id", "module_started_at")
  INCLUDE ("business_type_id", "module_id", "lesson_id", "begun", "lesson_completed_at", "module_completed_at", "furthest", "rating", "lesson_completed_in_chat");
