CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"taken_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"count" integer,
	"error" text,
	"items" text,
	"fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "website_deploys" (
	"name" text PRIMARY KEY NOT NULL,
	"last_published_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_message" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "publications_one_running_idx" ON "publications" USING btree ("kind") WHERE "publications"."status" = 'running';--> statement-breakpoint
CREATE INDEX "publications_kind_idx" ON "publications" USING btree ("kind","status","id");