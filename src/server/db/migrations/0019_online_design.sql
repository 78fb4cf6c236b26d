CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_code" text NOT NULL,
	"config" jsonb NOT NULL,
	"kind" text NOT NULL,
	"width_hmm" integer NOT NULL,
	"height_hmm" integer NOT NULL,
	"bleed_hmm" integer NOT NULL,
	"sides" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_user_idx" ON "designs" USING btree ("user_id","updated_at");