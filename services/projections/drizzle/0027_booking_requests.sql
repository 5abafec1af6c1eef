CREATE TABLE "owner_request_responses" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_authorised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_decline_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "owner_acceptance_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "owner_median_response_minutes" integer;--> statement-breakpoint
CREATE INDEX "owner_request_responses_by_owner" ON "owner_request_responses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bookings_awaiting_owner" ON "bookings" USING btree ("owner_id","request_respond_by") WHERE "bookings"."request_status" = 'awaiting_owner';