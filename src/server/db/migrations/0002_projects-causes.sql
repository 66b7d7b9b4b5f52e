CREATE TABLE "bank_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"iban" text NOT NULL,
	"acc_num" text NOT NULL,
	"acc_name_ar" text NOT NULL,
	"acc_name_en" text DEFAULT '' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"note_ar" text NOT NULL,
	"note_en" text NOT NULL,
	"country_ar" text NOT NULL,
	"country_en" text NOT NULL,
	CONSTRAINT "bank_payments_one_owner" CHECK (num_nonnulls("bank_payments"."project_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "causes" (
	"id" serial PRIMARY KEY NOT NULL,
	"actid" integer NOT NULL,
	"orgid" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"info_ar" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"target_amount" integer DEFAULT 0 NOT NULL,
	"collected_amount" integer DEFAULT 0 NOT NULL,
	"media_url" text,
	"isactive" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"cause_id" integer,
	"cc_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "cc_payments_one_owner" CHECK (num_nonnulls("cc_payments"."project_id", "cc_payments"."cause_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"actid" integer NOT NULL,
	"act_int_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"org_int_id" integer NOT NULL,
	"org_name_ar" text DEFAULT '' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"info_ar" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"media_url" text,
	"smart_deep_link" text,
	"deeplink" text,
	"order" integer DEFAULT 0 NOT NULL,
	"isactive" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"cause_id" integer,
	"mno" integer NOT NULL,
	"price" integer NOT NULL,
	"short_code" integer NOT NULL,
	"keyword_ar" text NOT NULL,
	"keyword_en" text NOT NULL,
	CONSTRAINT "sms_payments_one_owner" CHECK (num_nonnulls("sms_payments"."project_id", "sms_payments"."cause_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_payments" ADD CONSTRAINT "cc_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_payments" ADD CONSTRAINT "cc_payments_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_payments" ADD CONSTRAINT "sms_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_payments" ADD CONSTRAINT "sms_payments_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_payments" ADD CONSTRAINT "sms_payments_mno_mnos_id_fk" FOREIGN KEY ("mno") REFERENCES "public"."mnos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_project_idx" ON "bank_payments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "causes_list_idx" ON "causes" USING btree ("isactive" DESC NULLS LAST,"order","id");--> statement-breakpoint
CREATE INDEX "causes_org_idx" ON "causes" USING btree ("orgid");--> statement-breakpoint
CREATE INDEX "cc_payments_project_idx" ON "cc_payments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "cc_payments_cause_idx" ON "cc_payments" USING btree ("cause_id","id");--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("isactive" DESC NULLS LAST,"order","id");--> statement-breakpoint
CREATE INDEX "projects_org_idx" ON "projects" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sms_payments_project_idx" ON "sms_payments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "sms_payments_cause_idx" ON "sms_payments" USING btree ("cause_id","id");