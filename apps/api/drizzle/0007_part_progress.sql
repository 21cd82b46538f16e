CREATE TABLE "part_progress" (
	"user_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"played_seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "part_progress_user_id_part_id_pk" PRIMARY KEY("user_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "video_complete_percent" smallint DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "reading_words_per_minute" smallint DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "reading_min_seconds" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "reading_scrolled_seconds" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_parts" ADD COLUMN "media_seconds" integer;--> statement-breakpoint
ALTER TABLE "part_progress" ADD CONSTRAINT "part_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_progress" ADD CONSTRAINT "part_progress_part_id_lesson_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."lesson_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_progress_part_idx" ON "part_progress" USING btree ("part_id");