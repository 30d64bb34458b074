CREATE TABLE "certificate_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"logo_url" text,
	"signature_url" text,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_title" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_kind" text DEFAULT 'participacion' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_kind" CHECK ("courses"."certificate_kind" in ('participacion', 'aprobacion'));