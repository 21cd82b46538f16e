-- When the console's figures were computed (issue 40 row 3): one row per refresh of the insight
-- rollups, written in the refresh's transaction; the newest is every insight answer's computedAt.
CREATE TABLE "insight_refreshes" (
	"computed_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
