CREATE TYPE "public"."learning_channel" AS ENUM('site', 'chat');--> statement-breakpoint
ALTER TABLE "part_completions" ADD COLUMN "channel" "learning_channel" DEFAULT 'site' NOT NULL;