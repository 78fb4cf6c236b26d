CREATE TABLE "quote_price_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"prices" jsonb NOT NULL,
	"products" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
