CREATE TABLE "contact_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"new_value" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text DEFAULT 'unspecified' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file_id" integer;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_uploads_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;