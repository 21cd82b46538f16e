ALTER TABLE "allies" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "allies" ADD COLUMN "whatsapp_phone_number_id" text;--> statement-breakpoint
ALTER TABLE "lesson_modules" ADD COLUMN "chat_learning" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_whatsapp_phone_number_id_unique" UNIQUE("whatsapp_phone_number_id");