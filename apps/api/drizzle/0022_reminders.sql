CREATE TYPE "public"."reminder_consent_source" AS ENUM('registration', 'settings', 'link', 'whatsapp_reply');--> statement-breakpoint
CREATE TYPE "public"."reminder_channel" AS ENUM('whatsapp', 'email');--> statement-breakpoint
CREATE TYPE "public"."reminder_frequency" AS ENUM('daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('stopped_mid_lesson', 'new_module', 'webinar_reminder', 'achievement_earned');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "reminder_ally_settings" (
	"ally_id" integer NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"enabled" boolean NOT NULL,
	"after_days" smallint NOT NULL,
	"send_hour" smallint NOT NULL,
	"template_es" text NOT NULL,
	"template_en" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_ally_settings_ally_id_kind_pk" PRIMARY KEY("ally_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminder_consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"opted_in" boolean NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"source" "reminder_consent_source" NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ally_id" integer NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"reason_key" varchar(120) NOT NULL,
	"subject" text NOT NULL,
	"target_path" varchar(512) NOT NULL,
	"status" "reminder_status" DEFAULT 'queued' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"cap_before" timestamp with time zone,
	"channel" "reminder_channel",
	"language" varchar(2),
	"via_template" boolean,
	"provider_id" varchar(200),
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"frequency" "reminder_frequency" NOT NULL,
	"quiet_start" smallint NOT NULL,
	"quiet_end" smallint NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"language" varchar(2) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_source" "reminder_consent_source" NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_quiet_hours" CHECK ("reminder_preferences"."quiet_start" between 0 and 23 and "reminder_preferences"."quiet_end" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "reminder_ally_settings" ADD CONSTRAINT "reminder_ally_settings_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_ally_settings" ADD CONSTRAINT "reminder_ally_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_consent_events" ADD CONSTRAINT "reminder_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_consent_events_user_idx" ON "reminder_consent_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_messages_reason_idx" ON "reminder_messages" USING btree ("user_id","reason_key");--> statement-breakpoint
CREATE INDEX "reminder_messages_due_idx" ON "reminder_messages" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "reminder_messages_ally_created_idx" ON "reminder_messages" USING btree ("ally_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_messages_provider_idx" ON "reminder_messages" USING btree ("provider_id");