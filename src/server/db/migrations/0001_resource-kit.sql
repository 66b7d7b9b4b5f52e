CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"int_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"countryid" integer DEFAULT 1 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"target_type" text DEFAULT 'url' NOT NULL,
	"target_activity_int_id" integer,
	"target_org_int_id" integer,
	"target_url" text,
	"start_date" text,
	"end_date" text,
	"isactive" integer DEFAULT 0 NOT NULL,
	"image" text,
	CONSTRAINT "banners_int_id_unique" UNIQUE("int_id")
);
--> statement-breakpoint
CREATE TABLE "short_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"orgid" integer NOT NULL,
	"mnoid" integer NOT NULL,
	"price" integer NOT NULL,
	"shortcode" integer NOT NULL,
	"keyword_en" text DEFAULT '' NOT NULL,
	"isactive" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "short_codes_route_unique" UNIQUE("mnoid","shortcode","keyword_en")
);
--> statement-breakpoint
CREATE TABLE "column_preferences" (
	"user_object_id" text NOT NULL,
	"list_key" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "column_preferences_user_object_id_list_key_pk" PRIMARY KEY("user_object_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"object_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "short_codes" ADD CONSTRAINT "short_codes_orgid_organizations_id_fk" FOREIGN KEY ("orgid") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_codes" ADD CONSTRAINT "short_codes_mnoid_mnos_id_fk" FOREIGN KEY ("mnoid") REFERENCES "public"."mnos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_preferences" ADD CONSTRAINT "column_preferences_user_object_id_users_object_id_fk" FOREIGN KEY ("user_object_id") REFERENCES "public"."users"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keywords_org_created_idx" ON "keywords" USING btree ("org_id","created_at");