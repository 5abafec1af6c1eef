CREATE TABLE "notification_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"booking_id" uuid,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"channels" jsonb DEFAULT '{"email":true,"sms":false,"whatsapp":false}'::jsonb NOT NULL,
	"booking_id" uuid,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_jobs" (
	"queue" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts_made" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 1 NOT NULL,
	"backoff_ms" integer DEFAULT 0 NOT NULL,
	"repeat_every_ms" integer,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "queue_jobs_queue_id_pk" PRIMARY KEY("queue","id")
);
--> statement-breakpoint
CREATE TABLE "reactor_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"commit_position" bigint NOT NULL,
	"prepare_position" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_deliveries_open" ON "notification_deliveries" USING btree ("run_at") WHERE "notification_deliveries"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notification_deliveries_by_booking" ON "notification_deliveries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "notifications_by_user" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_by_booking" ON "notifications" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_by_time" ON "outbox_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "queue_jobs_due" ON "queue_jobs" USING btree ("queue","run_at") WHERE "queue_jobs"."status" = 'waiting';