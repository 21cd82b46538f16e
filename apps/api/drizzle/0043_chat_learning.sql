CREATE TYPE "public"."chat_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."chat_message_status" AS ENUM('received', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"part_id" integer,
	"check_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ally_id" integer NOT NULL,
	"direction" "chat_direction" NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "chat_message_status" NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_id" varchar(200),
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_part_id_lesson_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."lesson_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_pending_idx" ON "chat_messages" USING btree ("user_id","id") WHERE "chat_messages"."direction" = 'out' and "chat_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "chat_messages_provider_idx" ON "chat_messages" USING btree ("provider_id");