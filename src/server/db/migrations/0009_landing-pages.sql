CREATE TABLE "landing_page_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text,
	"page_slug" text NOT NULL,
	"name" text,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_images" (
	"page_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "landing_page_images_pkey" PRIMARY KEY("page_id","width")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"object_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"social" jsonb NOT NULL,
	"web_push" boolean NOT NULL,
	"image" boolean NOT NULL,
	"theme" jsonb NOT NULL,
	"tracking" jsonb NOT NULL,
	"components" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_page_consents" ADD CONSTRAINT "landing_page_consents_page_id_landing_pages_object_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("object_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_images" ADD CONSTRAINT "landing_page_images_page_id_landing_pages_object_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_page_consents_page_idx" ON "landing_page_consents" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_slug_idx" ON "landing_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_source_idx" ON "landing_pages" USING btree ("kind","source_id","lang") WHERE source_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "landing_pages_created_idx" ON "landing_pages" USING btree ("created_at","object_id");