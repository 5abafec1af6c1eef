CREATE TABLE "claims" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"car_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"contest_message" text,
	"contest_photos" jsonb,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"agreed_cents" bigint,
	"captured_cents" bigint,
	"excess_cents" bigint,
	"excess" text,
	"settled_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD COLUMN "claim_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "damages_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_by_booking" ON "claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "claims_by_status" ON "claims" USING btree ("status","opened_at");