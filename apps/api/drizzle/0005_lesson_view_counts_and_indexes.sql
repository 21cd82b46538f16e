DROP INDEX "lesson_ratings_lesson_idx";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "achievement_user_data_achievement_idx" ON "achievement_user_data" USING btree ("achievement_id");--> statement-breakpoint
CREATE INDEX "webinar_codes_redeemed_by_idx" ON "webinar_codes" USING btree ("redeemed_by");--> statement-breakpoint
CREATE INDEX "lesson_favorites_lesson_idx" ON "lesson_favorites" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "part_completions_part_idx" ON "part_completions" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "lesson_views_user_idx" ON "lesson_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_ratings_lesson_idx" ON "lesson_ratings" USING btree ("lesson_id","rating");