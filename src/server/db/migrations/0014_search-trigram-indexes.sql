-- Searches of records read trigram indexes instead of every row: each searched name gets its
-- folded twin (`*_search`, generated) and a GIN trigram index on it (pg_trgm, created by 0013),
-- without a pending list (fastupdate off: PGlite never vacuums one away), but for the history's,
-- written with every save (its pending list keeps a save's cost within budget).
-- The folding now takes Arabic-Indic and Persian digits as ASCII ones, so the existing twins are
-- dropped and added again with the new expression, computed for the rows already there; on
-- record_history this rewrites the table, which its trigger allows (it is no UPDATE), and its
-- index, gone with the column, is created again after it.
DROP INDEX "record_history_name";--> statement-breakpoint
ALTER TABLE "keywords" drop column "title_search";--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "title_search" text GENERATED ALWAYS AS (translate(title, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "in_memory" drop column "name_search";--> statement-breakpoint
ALTER TABLE "in_memory" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "in_memory" drop column "applicant_name_search";--> statement-breakpoint
ALTER TABLE "in_memory" ADD COLUMN "applicant_name_search" text GENERATED ALWAYS AS (translate(applicant_name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "in_memory" drop column "mobile_num_search";--> statement-breakpoint
ALTER TABLE "in_memory" ADD COLUMN "mobile_num_search" text GENERATED ALWAYS AS (translate(coalesce(mobile_num, ''), 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" drop column "name_search";--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "record_history" drop column "record_name_search";--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "record_name_search" text GENERATED ALWAYS AS (translate(record_name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(coalesce(name, ''), 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (translate(name_ar, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "name_en_search" text GENERATED ALWAYS AS (translate(name_en, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (translate(name_ar, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "name_en_search" text GENERATED ALWAYS AS (translate(name_en, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (translate(name_ar, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_en_search" text GENERATED ALWAYS AS (translate(name_en, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "good_ambassadors" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ramadan_notes" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "causes" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (translate(name_ar, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "causes" ADD COLUMN "name_en_search" text GENERATED ALWAYS AS (translate(name_en, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (translate(name_ar, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_en_search" text GENERATED ALWAYS AS (translate(name_en, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz01234567890123456789')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_name_ar_trgm" ON "activities" USING gin ("name_ar_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "activities_name_en_trgm" ON "activities" USING gin ("name_en_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "banners_name_ar_trgm" ON "banners" USING gin ("name_ar_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "banners_name_en_trgm" ON "banners" USING gin ("name_en_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "organizations_name_ar_trgm" ON "organizations" USING gin ("name_ar_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "organizations_name_en_trgm" ON "organizations" USING gin ("name_en_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "good_ambassadors_name_trgm" ON "good_ambassadors" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "keywords_title_trgm" ON "keywords" USING gin ("title_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "in_memory_name_trgm" ON "in_memory" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "in_memory_applicant_name_trgm" ON "in_memory" USING gin ("applicant_name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "in_memory_mobile_num_trgm" ON "in_memory" USING gin ("mobile_num_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "ramadan_notes_name_trgm" ON "ramadan_notes" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "teams_name_trgm" ON "teams" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "causes_name_ar_trgm" ON "causes" USING gin ("name_ar_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "causes_name_en_trgm" ON "causes" USING gin ("name_en_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_name_ar_trgm" ON "projects" USING gin ("name_ar_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_name_en_trgm" ON "projects" USING gin ("name_en_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "landing_pages_name_trgm" ON "landing_pages" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "record_history_name" ON "record_history" USING gin ("record_name_search" gin_trgm_ops);