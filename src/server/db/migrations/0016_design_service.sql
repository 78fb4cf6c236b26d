CREATE TABLE "design_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_task_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"designer_id" integer,
	"product_code" text NOT NULL,
	"family" text NOT NULL,
	"config" jsonb NOT NULL,
	"brief" text NOT NULL,
	"fee_fils" integer NOT NULL,
	"status" text NOT NULL,
	"rounds_used" integer DEFAULT 0 NOT NULL,
	"approved_draft_id" integer,
	"cancel_reason" text,
	"claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designer_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"designer_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"fee_fils" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_drafts" ADD CONSTRAINT "design_drafts_task_id_design_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."design_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_drafts" ADD CONSTRAINT "design_drafts_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_drafts" ADD CONSTRAINT "design_drafts_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_references" ADD CONSTRAINT "design_references_task_id_design_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."design_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_references" ADD CONSTRAINT "design_references_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_task_events" ADD CONSTRAINT "design_task_events_task_id_design_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."design_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_task_events" ADD CONSTRAINT "design_task_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tasks" ADD CONSTRAINT "design_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tasks" ADD CONSTRAINT "design_tasks_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tasks" ADD CONSTRAINT "design_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tasks" ADD CONSTRAINT "design_tasks_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_earnings" ADD CONSTRAINT "designer_earnings_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_earnings" ADD CONSTRAINT "designer_earnings_task_id_design_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."design_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_drafts_version_key" ON "design_drafts" USING btree ("task_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "design_drafts_file_key" ON "design_drafts" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_references_task_file_key" ON "design_references" USING btree ("task_id","file_id");--> statement-breakpoint
CREATE INDEX "design_task_events_task_idx" ON "design_task_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_tasks_sn_key" ON "design_tasks" USING btree ("sn");--> statement-breakpoint
CREATE UNIQUE INDEX "design_tasks_order_line_key" ON "design_tasks" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "design_tasks_status_idx" ON "design_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "design_tasks_user_idx" ON "design_tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "design_tasks_designer_idx" ON "design_tasks" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "design_tasks_order_idx" ON "design_tasks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "designer_earnings_task_key" ON "designer_earnings" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "designer_earnings_designer_idx" ON "designer_earnings" USING btree ("designer_id","id");