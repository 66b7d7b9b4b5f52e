CREATE SEQUENCE "public"."sms_message_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sms_daily_figures" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"mno" smallint NOT NULL,
	"messages" integer NOT NULL,
	"donations" bigint NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_daily_figures_pkey" PRIMARY KEY("day","org_id","keyword","mno")
);
--> statement-breakpoint
CREATE TABLE "sms_daily_senders" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"senders" "bytea" NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_daily_senders_pkey" PRIMARY KEY("day","org_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "sms_message_keys" (
	"mno" smallint NOT NULL,
	"operator_message_id" text NOT NULL,
	"day" date NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "sms_message_keys_pkey" PRIMARY KEY("mno","operator_message_id")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"seq" bigint DEFAULT nextval('sms_message_seq') NOT NULL,
	"day" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"mno" smallint NOT NULL,
	"operator_message_id" text NOT NULL,
	"short_code" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"org_id" integer,
	"keyword" text,
	"price" integer NOT NULL,
	"source" text NOT NULL,
	"stored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_messages_pkey" PRIMARY KEY("day","seq")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- One partition per calendar month of the Dubai day, created when its first message arrives
-- (hand-written: drizzle does not describe partitions). Two instances creating the same month
-- at once is harmless: the loser finds it made.
CREATE FUNCTION sms_messages_ensure_month(message_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month_start date := date_trunc('month', message_day)::date;
  partition_name text := format('sms_messages_%s', to_char(month_start, 'YYYY_MM'));
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN;
  END IF;
  EXECUTE format(
    'CREATE TABLE IF NOT EXISTS %I PARTITION OF sms_messages FOR VALUES FROM (%L) TO (%L)',
    partition_name, month_start, (month_start + interval '1 month')::date
  );
EXCEPTION WHEN duplicate_table OR unique_violation THEN
  NULL;
END;
$$;
--> statement-breakpoint
CREATE TABLE "sms_reports" (
	"org_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"built_at" timestamp with time zone,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "sms_reports_pkey" PRIMARY KEY("org_id","from_day","to_day")
);
--> statement-breakpoint
CREATE TABLE "sms_senders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_senders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" "bytea" NOT NULL,
	CONSTRAINT "sms_senders_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "sms_uncounted" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"org_id" integer
);
--> statement-breakpoint
CREATE INDEX "sms_daily_figures_org_day_idx" ON "sms_daily_figures" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "sms_daily_figures_counted_idx" ON "sms_daily_figures" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "sms_daily_senders_org_day_idx" ON "sms_daily_senders" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "sms_uncounted_day_idx" ON "sms_uncounted" USING btree ("day");