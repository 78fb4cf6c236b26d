ALTER TABLE "payments" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD COLUMN "reject_reason" text;