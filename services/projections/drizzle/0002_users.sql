CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"address" text,
	"city" text,
	"country" text,
	"zip_code" text,
	"language" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");