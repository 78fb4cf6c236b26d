CREATE TABLE "wallet_recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank" text NOT NULL,
	"reference_last6" text NOT NULL,
	"voucher_file_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_messages" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "user_messages" ALTER COLUMN "body" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "recharge_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_voucher_file_id_uploads_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_recharges_user_idx" ON "wallet_recharges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_recharges_status_idx" ON "wallet_recharges" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_recharges_voucher_key" ON "wallet_recharges" USING btree ("voucher_file_id");--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_recharge_id_wallet_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."wallet_recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_messages_user_id_idx" ON "user_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_recharge_key" ON "wallet_ledger" USING btree ("recharge_id");