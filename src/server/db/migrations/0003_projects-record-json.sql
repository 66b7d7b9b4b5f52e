ALTER TABLE "causes" ADD COLUMN "record_json" text;--> statement-breakpoint
ALTER TABLE "causes" ADD COLUMN "record_json_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "record_json" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "record_json_key" text;