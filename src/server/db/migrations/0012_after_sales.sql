CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refund_fils" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"refund_fils" integer,
	"reprint_order_id" integer,
	"staff_reason" text,
	"return_courier" text,
	"return_tracking_no" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reprint_of" integer;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_reprint_order_id_orders_id_fk" FOREIGN KEY ("reprint_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_after_sale_idx" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_images_file_key" ON "after_sale_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "after_sale_images_after_sale_idx" ON "after_sale_images" USING btree ("after_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_lines_open_key" ON "after_sale_lines" USING btree ("order_line_id") WHERE "after_sale_lines"."open";--> statement-breakpoint
CREATE INDEX "after_sale_lines_after_sale_idx" ON "after_sale_lines" USING btree ("after_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_sn_key" ON "after_sales" USING btree ("sn");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_idempotency_key" ON "after_sales" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_status_idx" ON "after_sales" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reprint_of_orders_id_fk" FOREIGN KEY ("reprint_of") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;