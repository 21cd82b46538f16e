CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ally_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"credential" text NOT NULL,
	"status_index" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_one_per_module" UNIQUE("user_id","module_id"),
	CONSTRAINT "certificates_status_index" UNIQUE("ally_id","status_index")
);
--> statement-breakpoint
CREATE TABLE "issuer_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"ally_id" integer NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lesson_modules" ADD COLUMN "certifying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_module_id_lesson_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."lesson_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_keys" ADD CONSTRAINT "issuer_keys_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_ally_idx" ON "certificates" USING btree ("ally_id","issued_at");--> statement-breakpoint
CREATE INDEX "issuer_keys_ally_idx" ON "issuer_keys" USING btree ("ally_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issuer_keys_one_active" ON "issuer_keys" USING btree ("ally_id") WHERE "issuer_keys"."retired_at" is null;