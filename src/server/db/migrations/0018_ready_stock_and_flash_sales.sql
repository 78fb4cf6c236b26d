CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_customer" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "flash_sales_sold_check" CHECK ("flash_sales"."sold" >= 0 and "flash_sales"."sold" <= "flash_sales"."total_stock"),
	CONSTRAINT "flash_sales_window_check" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"after" integer NOT NULL,
	"order_id" integer,
	"sale_id" integer,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"price_fils" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_variants_stock_check" CHECK ("stock_variants"."stock" >= 0),
	CONSTRAINT "stock_variants_price_check" CHECK ("stock_variants"."price_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "item_name" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_variant_id_stock_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."stock_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_variant_id_stock_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."stock_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_variants" ADD CONSTRAINT "stock_variants_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_variant_idx" ON "stock_ledger" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_order_idx" ON "stock_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_variants_sku_key" ON "stock_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "stock_variants_goods_idx" ON "stock_variants" USING btree ("goods_id","sort");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_stock_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."stock_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_stock_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."stock_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_sale_idx" ON "order_lines" USING btree ("sale_id") WHERE "order_lines"."sale_id" is not null;