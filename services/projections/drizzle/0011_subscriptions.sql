CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_subscription_id" text,
	"account_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "subscriptions_by_email" ON "subscriptions" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_by_account" ON "subscriptions" USING btree ("account_id");