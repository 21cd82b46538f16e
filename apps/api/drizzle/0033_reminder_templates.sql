CREATE TYPE "public"."whatsapp_template_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "reminder_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ally_id" integer NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"language" varchar(2) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(512) NOT NULL,
	"body" text NOT NULL,
	"text" text NOT NULL,
	"status" "whatsapp_template_status" NOT NULL,
	"reason" text,
	"meta_id" varchar(64),
	"submitted_by" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reminder_ally_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_templates_version_idx" ON "reminder_templates" USING btree ("ally_id","kind","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_templates_name_idx" ON "reminder_templates" USING btree ("name","language");