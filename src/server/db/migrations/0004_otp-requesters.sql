CREATE TABLE "otp_known_requesters" (
	"identity" text NOT NULL,
	"requester" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otp_known_requesters_identity_requester_pk" PRIMARY KEY("identity","requester")
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "requester" text DEFAULT '' NOT NULL;