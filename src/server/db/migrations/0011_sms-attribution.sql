CREATE TABLE "sms_attribution_runs" (
	"rule" integer PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"reattributed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_routing_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_daily_figures" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_daily_figures" DROP CONSTRAINT "sms_daily_figures_pkey";
--> statement-breakpoint
-- Until now a message matched only an organization's keywords (its Keywords, its short codes' keyword):
-- what was matched counts for that organization; the unmatched stay ''.
UPDATE "sms_messages" SET "owner" = 'organization:' || "org_id" WHERE "keyword" IS NOT NULL AND "org_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "sms_daily_figures" SET "owner" = 'organization:' || "org_id" WHERE "keyword" <> '' AND "org_id" <> 0;
--> statement-breakpoint
ALTER TABLE "sms_daily_figures" ADD CONSTRAINT "sms_daily_figures_pkey" PRIMARY KEY("day","org_id","keyword","mno","owner");--> statement-breakpoint
INSERT INTO "sms_routing_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- One statement's change to what decides a message's owner moves the version once, in the writer's transaction.
CREATE FUNCTION sms_routing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sms_routing_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "causes" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sms_payments" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "short_codes" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "keywords" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
--> statement-breakpoint
CREATE TRIGGER sms_routing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landing_pages" FOR EACH STATEMENT EXECUTE FUNCTION sms_routing_changed();
