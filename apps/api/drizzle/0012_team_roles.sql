ALTER TYPE "public"."user_access" ADD VALUE 'ally_admin';--> statement-breakpoint
ALTER TYPE "public"."user_access" ADD VALUE 'ally_editor';