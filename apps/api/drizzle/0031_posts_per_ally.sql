DROP INDEX "posts_country_slug_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_ally_country_slug_idx" ON "posts" USING btree ("ally_id","country_id","slug") WHERE "posts"."ally_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_platform_country_slug_idx" ON "posts" USING btree ("country_id","slug") WHERE "posts"."ally_id" is null;--> statement-breakpoint
-- Until now every ally's blog showed every post of the country, and 0010 gave the posts written before
-- the console to the first ally of their country only so a team could edit them. Those (no `created`
-- record in the console's history) are the platform's: still on every ally's blog of the country.
-- A post written in the console stays its ally's own, on that ally's blog only.
UPDATE "posts" SET "ally_id" = NULL WHERE NOT EXISTS (SELECT 1 FROM "content_changes" WHERE "content_changes"."item_type" = 'post' AND "content_changes"."item_id" = "posts"."id" AND "content_changes"."action" = 'created');
