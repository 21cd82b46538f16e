-- Custom SQL migration file, put your code below! --
-- A database made before lessons.views: the count starts from the views already logged.
UPDATE "lessons" SET "views" = "counted"."views"
FROM (SELECT "lesson_id", count(*)::int AS "views" FROM "lesson_views" GROUP BY "lesson_id") AS "counted"
WHERE "lessons"."id" = "counted"."lesson_id";
