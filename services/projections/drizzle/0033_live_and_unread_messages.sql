CREATE TABLE "owner_message_responses" (
	"conversation_id" uuid NOT NULL,
	"asked_seq" integer NOT NULL,
	"owner_id" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "owner_message_responses_conversation_id_asked_seq_pk" PRIMARY KEY("conversation_id","asked_seq")
);
--> statement-breakpoint
CREATE TABLE "unread_message_emails" (
	"conversation_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"emailed_seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unread_message_emails_conversation_id_recipient_pk" PRIMARY KEY("conversation_id","recipient")
);
--> statement-breakpoint
ALTER TABLE "conversation_activity" ADD COLUMN "transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "owner_message_responses_by_owner" ON "owner_message_responses" USING btree ("owner_id","answered_at");--> statement-breakpoint
CREATE INDEX "conversations_unread" ON "conversations" USING btree ("last_activity_at") WHERE "conversations"."customer_unread" > 0 OR "conversations"."owner_unread" > 0;