CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"failures" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"notified_lock_at" timestamp with time zone,
	"known_browser_failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_by_update" ON "sign_in_failures" USING btree ("updated_at");