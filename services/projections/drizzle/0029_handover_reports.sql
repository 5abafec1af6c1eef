CREATE TABLE "handover_reports" (
	"booking_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"report" jsonb NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "handover_reports_booking_id_phase_pk" PRIMARY KEY("booking_id","phase")
);
