-- The survey answers one per row (issue 29, docs/INSIGHT.md): each survey's answers with the same
-- question's first answer beside them, so a year's distribution is an index-only scan, not a
-- jsonb expansion of every survey on each call. A value that is not a whole number is null here.
CREATE MATERIALIZED VIEW "insight_survey_answers" AS
SELECT s.id AS survey_id, a.position::int AS position, s.user_id, s.ally_id, s.country_id, s.business_type_id,
       s.created_at, s.next_at, a.answer->>'question' AS question,
       CASE WHEN a.answer->>'value' ~ '^-?[0-9]{1,9}$' THEN (a.answer->>'value')::int END AS value,
       (SELECT CASE WHEN f->>'value' ~ '^-?[0-9]{1,9}$' THEN (f->>'value')::int END
          FROM jsonb_array_elements(s.first_answers) f WHERE f->>'question' = a.answer->>'question' LIMIT 1) AS first_value
  FROM insight_surveys s
  CROSS JOIN LATERAL jsonb_array_elements(s.answers) WITH ORDINALITY AS a(answer, position);
--> statement-breakpoint
CREATE UNIQUE INDEX "insight_survey_answers_pk" ON "insight_survey_answers" ("survey_id", "position");
--> statement-breakpoint
CREATE INDEX "insight_survey_answers_ally_created_idx" ON "insight_survey_answers" ("ally_id", "created_at")
  INCLUDE ("next_at", "country_id", "business_type_id", "question", "value", "first_value");
