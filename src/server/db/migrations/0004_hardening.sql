CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"completed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"voucher_file_id" integer NOT NULL,
	"voucher_sha256" text NOT NULL,
	"payment_id" integer,
	"recharge_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "uploads_same_file_same_day_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_voucher_file_id_uploads_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_recharge_id_wallet_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."wallet_recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_vouchers_file_key" ON "transfer_vouchers" USING btree ("voucher_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_vouchers_sha256_key" ON "transfer_vouchers" USING btree ("voucher_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_same_file_same_day_key" ON "uploads" USING btree ("user_id","sha256","day") WHERE "uploads"."deleted_at" is null;