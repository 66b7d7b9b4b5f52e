CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"code_hmac" text NOT NULL,
	"challenge_token_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "otp_challenges_challenge_token_hash_unique" UNIQUE("challenge_token_hash"),
	CONSTRAINT "otp_challenges_status_check" CHECK ("otp_challenges"."status" in ('pending', 'used', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_object_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"object_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"email" text,
	"mobile_number" text,
	"ltv" double precision,
	"orders_num" integer,
	"last_order_date" timestamp with time zone,
	"last_order_value" double precision,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"webpush_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_number_unique" UNIQUE("mobile_number"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"int_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"info_ar" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"countryid" integer DEFAULT 1 NOT NULL,
	"isactive" integer DEFAULT 1 NOT NULL,
	"avalible_for_causes" integer DEFAULT 1 NOT NULL,
	"activity_image" text,
	CONSTRAINT "activities_int_id_unique" UNIQUE("int_id")
);
--> statement-breakpoint
CREATE TABLE "mnos" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"int_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"info_ar" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"reporting_email" text,
	"address" text DEFAULT '' NOT NULL,
	"countryid" integer DEFAULT 1 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"fax" text,
	"fb" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"tw" text DEFAULT '' NOT NULL,
	"web" text DEFAULT '' NOT NULL,
	"has_repeated_donation" integer DEFAULT 0 NOT NULL,
	"has_reporting" integer DEFAULT 0 NOT NULL,
	"payment_methods" text,
	"isactive" integer DEFAULT 1 NOT NULL,
	"is_premium" integer DEFAULT 0 NOT NULL,
	"takamul_ngo_id" text DEFAULT '0' NOT NULL,
	CONSTRAINT "organizations_int_id_unique" UNIQUE("int_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_object_id_users_object_id_fk" FOREIGN KEY ("user_object_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_challenges_identity_issued_idx" ON "otp_challenges" USING btree ("identity","issued_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_time_idx" ON "rate_limit_events" USING btree ("bucket","occurred_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_object_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");