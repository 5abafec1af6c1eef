CREATE TABLE "favourites" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
