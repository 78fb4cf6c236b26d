CREATE TABLE "coupon_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" integer DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"cap_fils" integer DEFAULT 0 NOT NULL,
	"threshold_fils" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scope_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claim_from" timestamp with time zone,
	"claim_until" timestamp with time zone,
	"member_day" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"total_stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_customer" integer DEFAULT 1 NOT NULL,
	"audience" text DEFAULT 'members' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "coupon_templates_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_templates_stock_check" CHECK ("coupon_templates"."claimed" >= 0 and "coupon_templates"."claimed" <= "coupon_templates"."total_stock")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'usable' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_ledger" ADD CONSTRAINT "coupon_ledger_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ledger" ADD CONSTRAINT "coupon_ledger_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ledger" ADD CONSTRAINT "coupon_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ledger" ADD CONSTRAINT "coupon_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_ledger_user_idx" ON "coupon_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "coupon_ledger_template_idx" ON "coupon_ledger" USING btree ("template_id","event");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "user_coupons_template_user_idx" ON "user_coupons" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_order_key" ON "user_coupons" USING btree ("order_id");