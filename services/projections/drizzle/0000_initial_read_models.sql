CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"company_name" text,
	"owner_verified" boolean DEFAULT false NOT NULL,
	"owner_rating_tenths" integer DEFAULT 50 NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"category" text NOT NULL,
	"transmission" text NOT NULL,
	"seats" integer NOT NULL,
	"horsepower" integer NOT NULL,
	"top_speed_kmh" integer NOT NULL,
	"acceleration_tenths" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"colour" text NOT NULL,
	"daily_price_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 500000 NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"delivery_radius_km" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"availability_calendar" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"booking_count" integer DEFAULT 0 NOT NULL,
	"ai_score" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projection_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"commit_position" bigint NOT NULL,
	"prepare_position" bigint NOT NULL,
	"owner" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"car_id" uuid NOT NULL,
	"booking_id" text,
	"user_id" text NOT NULL,
	"user_name" text,
	"location" text,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cars_listing_order" ON "cars" USING btree ("ai_score","created_at");--> statement-breakpoint
CREATE INDEX "cars_owner" ON "cars" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reviews_by_car" ON "reviews" USING btree ("car_id","created_at");