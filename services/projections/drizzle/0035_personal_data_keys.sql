CREATE TABLE "personal_data_keys" (
	"subject" text PRIMARY KEY NOT NULL,
	"wrapped_key" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	"merged_into" text
);
