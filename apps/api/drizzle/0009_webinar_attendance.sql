CREATE TABLE "webinar_attendance" (
	"user_id" integer NOT NULL,
	"webinar_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"credited_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webinar_attendance_user_id_webinar_id_pk" PRIMARY KEY("user_id","webinar_id")
);
--> statement-breakpoint
ALTER TABLE "webinar_attendance" ADD CONSTRAINT "webinar_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_attendance" ADD CONSTRAINT "webinar_attendance_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;