CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"trn" text NOT NULL,
	"licence_file_id" integer NOT NULL,
	"trademark_file_id" integer,
	"status" text NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"application_sn" text NOT NULL,
	"invoice_no" integer,
	"method" text NOT NULL,
	"category" text NOT NULL,
	"header" text NOT NULL,
	"header_name" text NOT NULL,
	"customer_trn" text,
	"certification_id" integer,
	"taxable_fils" integer NOT NULL,
	"tax_fils" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"pdf_stored_name" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_licence_file_id_uploads_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_trademark_file_id_uploads_id_fk" FOREIGN KEY ("trademark_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_user_idx" ON "certifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "certifications_status_idx" ON "certifications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_in_review_key" ON "certifications" USING btree ("user_id") WHERE "certifications"."status" = 'in_review';--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_live_order_key" ON "invoice_orders" USING btree ("order_id") WHERE "invoice_orders"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_application_sn_key" ON "invoices" USING btree ("application_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");