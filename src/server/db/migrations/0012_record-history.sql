CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"record_name" text NOT NULL,
	"action" text NOT NULL,
	"admin_id" text,
	"admin_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"client" text NOT NULL,
	"client_version" text,
	"record_version" integer,
	"changes" jsonb NOT NULL,
	"restored_from" bigint,
	"record_name_search" text GENERATED ALWAYS AS (translate(record_name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"record_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"dependents" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_id" text,
	"deleted_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_history_record" ON "record_history" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "record_history_admin" ON "record_history" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "record_history_resource" ON "record_history" USING btree ("resource","action","id");--> statement-breakpoint
CREATE INDEX "record_history_action" ON "record_history" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "record_history_at" ON "record_history" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "trash_entries_record" ON "trash_entries" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at" ON "trash_entries" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_resource" ON "trash_entries" USING btree ("resource","id");--> statement-breakpoint
-- Nobody rewrites history: no route changes or deletes its rows, and the database refuses it too.
-- Only the retention job deletes, in a transaction that says so (SET LOCAL backoffice.history_retention = 'on').
CREATE FUNCTION record_history_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('backoffice.history_retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'record history cannot be changed or deleted (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER record_history_unchangeable BEFORE UPDATE OR DELETE OR TRUNCATE ON "record_history" FOR EACH STATEMENT EXECUTE FUNCTION record_history_unchangeable();
