ALTER TABLE "allies" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "host_added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_host_unique" UNIQUE("host");