CREATE TABLE "conversation_activity" (
	"position" bigint PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"masked" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"reports" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"car_id" text NOT NULL,
	"car_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"customer_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"guest_email" text,
	"language" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_text" text,
	"last_message_author" text,
	"last_activity_at" timestamp with time zone NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"owner_read_seq" integer DEFAULT 0 NOT NULL,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"owner_unread" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversation_activity_by_owner" ON "conversation_activity" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "conversation_activity_by_customer" ON "conversation_activity" USING btree ("customer_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_by_seq" ON "conversation_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "conversations_by_owner" ON "conversations" USING btree ("owner_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "conversations_by_customer" ON "conversations" USING btree ("customer_key","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_by_booking" ON "conversations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "conversations_reported" ON "conversations" USING btree ("reported_at");