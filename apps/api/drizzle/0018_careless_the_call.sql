CREATE TABLE "playback_clocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_clocks" ADD CONSTRAINT "playback_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;