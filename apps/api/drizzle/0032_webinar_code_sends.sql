CREATE TYPE "public"."code_message_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "webinar_code_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_code_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ally_id" integer NOT NULL,
	"webinar_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"status" "code_message_status" DEFAULT 'queued' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"channel" "reminder_channel",
	"language" varchar(2),
	"provider_id" varchar(200),
	"text" text,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webinar_codes" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "webinar_codes" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_code_id_webinar_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."webinar_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_code_messages" ADD CONSTRAINT "webinar_code_messages_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_code_messages_learner_idx" ON "webinar_code_messages" USING btree ("webinar_id","user_id");--> statement-breakpoint
CREATE INDEX "webinar_code_messages_due_idx" ON "webinar_code_messages" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "webinar_code_messages_provider_idx" ON "webinar_code_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "webinar_code_messages_user_idx" ON "webinar_code_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinar_code_messages_code_idx" ON "webinar_code_messages" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "webinar_code_messages_achievement_idx" ON "webinar_code_messages" USING btree ("achievement_id");--> statement-breakpoint
ALTER TABLE "webinar_codes" ADD CONSTRAINT "webinar_codes_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_codes_one_assigned_per_learner_idx" ON "webinar_codes" USING btree ("webinar_id","assigned_to");--> statement-breakpoint
CREATE INDEX "webinar_codes_assigned_to_idx" ON "webinar_codes" USING btree ("assigned_to");