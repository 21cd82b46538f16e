ALTER TYPE "public"."lesson_part_kind" ADD VALUE 'check';--> statement-breakpoint
CREATE TABLE "check_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"score" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"pass_mark" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_attempts_try_unique" UNIQUE("user_id","part_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "lesson_parts" ADD COLUMN "check_definition" jsonb;--> statement-breakpoint
ALTER TABLE "check_attempts" ADD CONSTRAINT "check_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_attempts" ADD CONSTRAINT "check_attempts_part_id_lesson_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."lesson_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_attempts_part_idx" ON "check_attempts" USING btree ("part_id","submitted_at");