CREATE TABLE "second_factor_steps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
