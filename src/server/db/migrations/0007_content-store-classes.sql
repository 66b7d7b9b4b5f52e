CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "good_ambassadors" (
	"object_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"facebook_link" text,
	"youtube_link" text,
	"twitter_link" text,
	"instagram_link" text,
	"approved" boolean DEFAULT false NOT NULL,
	"photo" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"gender" text DEFAULT 'male' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_memory" (
	"object_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"age" integer NOT NULL,
	"act_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"mobile_num" text,
	"sdl" text,
	"user_id" text,
	"approved" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"gender" text DEFAULT 'male' NOT NULL,
	"applicant_name" text NOT NULL,
	"target_amount" integer NOT NULL,
	"collected_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name_search" text GENERATED ALWAYS AS (translate(name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz')) STORED NOT NULL,
	"applicant_name_search" text GENERATED ALWAYS AS (translate(applicant_name, 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz')) STORED NOT NULL,
	"mobile_num_search" text GENERATED ALWAYS AS (translate(coalesce(mobile_num, ''), 'أإآٱةىABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ', 'ااااهيabcdefghijklmnopqrstuvwxyz')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_news" (
	"object_id" text PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"org_id" integer NOT NULL,
	"image" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"object_id" text PRIMARY KEY NOT NULL,
	"notification_text" text NOT NULL,
	"notification_text_ar" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ramadan_notes" (
	"object_id" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"name" text NOT NULL,
	"daynum" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_videos" (
	"object_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"object_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"logo" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "in_memory" ADD CONSTRAINT "in_memory_act_id_activities_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_memory" ADD CONSTRAINT "in_memory_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_news" ADD CONSTRAINT "ngo_news_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_idx" ON "notification_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "good_ambassadors_list_idx" ON "good_ambassadors" USING btree ("approved","created_at","object_id");--> statement-breakpoint
CREATE INDEX "in_memory_list_idx" ON "in_memory" USING btree ("created_at","approved","object_id");--> statement-breakpoint
CREATE INDEX "in_memory_updated_idx" ON "in_memory" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "in_memory_name_idx" ON "in_memory" USING btree ("name","created_at","object_id");--> statement-breakpoint
CREATE INDEX "in_memory_org_idx" ON "in_memory" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "in_memory_act_idx" ON "in_memory" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "ngo_news_created_idx" ON "ngo_news" USING btree ("created_at","object_id");--> statement-breakpoint
CREATE INDEX "ngo_news_org_idx" ON "ngo_news" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at","object_id");--> statement-breakpoint
CREATE INDEX "ramadan_notes_created_idx" ON "ramadan_notes" USING btree ("created_at","object_id");--> statement-breakpoint
CREATE INDEX "selected_videos_created_idx" ON "selected_videos" USING btree ("created_at","object_id");--> statement-breakpoint
CREATE INDEX "teams_created_idx" ON "teams" USING btree ("created_at","object_id");--> statement-breakpoint
CREATE INDEX "banners_created_idx" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_updated_idx" ON "banners" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "causes_created_idx" ON "causes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "causes_updated_idx" ON "causes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at");