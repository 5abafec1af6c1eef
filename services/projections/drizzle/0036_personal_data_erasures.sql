CREATE TABLE "personal_data_erasures" (
	"subject" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone
);
