CREATE TABLE "projection_failures" (
	"name" text PRIMARY KEY NOT NULL,
	"commit_position" bigint NOT NULL,
	"prepare_position" bigint NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"stream_name" text NOT NULL,
	"stream_position" bigint NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"owner" text
);
