CREATE TYPE "public"."chat_registration_step" AS ENUM('name', 'terms', 'code');--> statement-breakpoint
CREATE TABLE "chat_registrations" (
	"ally_id" integer NOT NULL,
	"phone" varchar(16) NOT NULL,
	"step" "chat_registration_step" NOT NULL,
	"name" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_registrations_ally_id_phone_pk" PRIMARY KEY("ally_id","phone")
);
--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "chat_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_registrations" ADD CONSTRAINT "chat_registrations_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;