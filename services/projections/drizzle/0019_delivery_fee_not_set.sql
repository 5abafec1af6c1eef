ALTER TABLE "cars" ALTER COLUMN "delivery_fee_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "delivery_fee_cents" DROP NOT NULL;