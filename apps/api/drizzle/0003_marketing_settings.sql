CREATE TABLE "marketing_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"whatsapp_group_url" text,
	"chat_phone" text,
	"chat_message" text,
	"thanks_video_type" smallint,
	"thanks_video_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_settings_video_type" CHECK ("marketing_settings"."thanks_video_type" in (1, 6))
);
--> statement-breakpoint
CREATE TABLE "testimonial_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"type" smallint NOT NULL,
	"video_id" text NOT NULL,
	CONSTRAINT "testimonial_videos_type" CHECK ("testimonial_videos"."type" in (1, 6)),
	CONSTRAINT "testimonial_videos_number" CHECK ("testimonial_videos"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "marketing_settings" ADD CONSTRAINT "marketing_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_videos" ADD CONSTRAINT "testimonial_videos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testimonial_videos_project_number_unique" ON "testimonial_videos" USING btree ("project_id","number");