CREATE TABLE "booking_deposits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider" text,
	"method" text,
	"hold_id" text,
	"held_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failure_message" text,
	"failed_at" timestamp with time zone,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"booking_status" text DEFAULT 'pending' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_method" text,
	"older_hold_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"waived" boolean DEFAULT false NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	"next_step" text,
	"next_step_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_booking_facts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"booking_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"line" integer NOT NULL,
	"stream_position" integer NOT NULL,
	"event_type" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_ref" text,
	"provider" text,
	"movement" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("event_id","line")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone,
	"payouts_paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"payout_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"gross_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"commission_rate_bps" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"account_id" text,
	"transfer_id" text,
	"paid_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_deposits_by_owner" ON "booking_deposits" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "booking_deposits_due" ON "booking_deposits" USING btree ("next_step_at") WHERE "booking_deposits"."next_step_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_deposits_holds_by_expiry" ON "booking_deposits" USING btree ("expires_at") WHERE "booking_deposits"."status" = 'held';--> statement-breakpoint
CREATE INDEX "ledger_entries_by_booking" ON "ledger_entries" USING btree ("booking_id","stream_position");--> statement-breakpoint
CREATE INDEX "ledger_entries_by_provider_ref" ON "ledger_entries" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payouts_by_owner" ON "payouts" USING btree ("owner_id","due_at");--> statement-breakpoint
CREATE INDEX "payouts_due" ON "payouts" USING btree ("due_at") WHERE "payouts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "payouts_by_booking" ON "payouts" USING btree ("booking_id");