ALTER TABLE "posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ally_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "steps" jsonb;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "reviews" jsonb;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_ally_idx" ON "posts" USING btree ("ally_id");--> statement-breakpoint
-- Posts written before the console belong to the first ally that offers their country, so that ally's team can edit them.
UPDATE "posts" SET "ally_id" = (SELECT min("ally_id") FROM "ally_countries" WHERE "ally_countries"."country_id" = "posts"."country_id") WHERE "ally_id" IS NULL;
