CREATE INDEX "business_surveys_user_created_idx" ON "business_surveys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_ally_created_idx" ON "users" USING btree ("ally_id","created_at");--> statement-breakpoint
-- Insight rollups (issue 29): see docs/INSIGHT.md.
CREATE MATERIALIZED VIEW "insight_lesson_progress" AS
SELECT pc.user_id, lp.lesson_id, l.module_id, u.ally_id, u.country_id, bp.business_type_id,
       count(*)::int AS parts_done, t.parts_total,
       min(pc.completed_at) AS started_at, max(pc.completed_at) AS last_at,
       CASE WHEN count(*) >= t.parts_total THEN max(pc.completed_at) END AS completed_at
  FROM part_completions pc
  JOIN users u ON u.id = pc.user_id AND u.access = 'learner'
  JOIN lesson_parts lp ON lp.id = pc.part_id
  JOIN lessons l ON l.id = lp.lesson_id
  JOIN (SELECT lesson_id, count(*)::int AS parts_total FROM lesson_parts GROUP BY lesson_id) t ON t.lesson_id = lp.lesson_id
  LEFT JOIN business_profiles bp ON bp.user_id = u.id
 GROUP BY pc.user_id, lp.lesson_id, l.module_id, u.ally_id, u.country_id, bp.business_type_id, t.parts_total;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_lesson_progress_pk" ON "insight_lesson_progress" ("user_id", "lesson_id");
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_ally_completed_idx" ON "insight_lesson_progress" ("ally_id", "completed_at");
--> statement-breakpoint
CREATE INDEX "insight_lesson_progress_module_idx" ON "insight_lesson_progress" ("module_id", "lesson_id");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_module_progress" AS
SELECT p.user_id, p.module_id, p.ally_id, p.country_id, p.business_type_id,
       count(*)::int AS lessons_started, count(p.completed_at)::int AS lessons_completed, t.lessons_total,
       min(p.started_at) AS started_at,
       CASE WHEN count(p.completed_at) >= t.lessons_total THEN max(p.completed_at) END AS completed_at
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
CREATE MATERIALIZED VIEW "insight_daily_activity" AS
SELECT a.user_id, a.day, u.ally_id, u.country_id, bp.business_type_id
  FROM (SELECT user_id, (completed_at AT TIME ZONE 'UTC')::date AS day FROM part_completions
        UNION
        SELECT user_id, (viewed_at AT TIME ZONE 'UTC')::date AS day FROM lesson_views WHERE user_id IS NOT NULL) a
  JOIN users u ON u.id = a.user_id AND u.access = 'learner'
  LEFT JOIN business_profiles bp ON bp.user_id = u.id;
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_daily_activity_pk" ON "insight_daily_activity" ("user_id", "day");
--> statement-breakpoint
CREATE INDEX "insight_daily_activity_ally_day_idx" ON "insight_daily_activity" ("ally_id", "day", "user_id");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "insight_learner_summary" AS
SELECT u.id AS user_id, u.ally_id, u.country_id, bp.business_type_id, u.created_at AS registered_at,
       greatest(u.last_login_at, act.last_day::timestamptz, lp.last_at) AS last_active_at,
       coalesce(lp.parts_done, 0)::int AS parts_done,
       coalesce(lp.lessons_completed, 0)::int AS lessons_completed,
       coalesce(mp.modules_completed, 0)::int AS modules_completed
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
CREATE INDEX "insight_learner_summary_ally_registered_idx" ON "insight_learner_summary" ("ally_id", "registered_at");
