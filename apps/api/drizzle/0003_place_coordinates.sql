ALTER TABLE "cities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD COLUMN "lng" double precision;