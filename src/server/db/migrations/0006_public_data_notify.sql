-- Public-data change notices (custom migration; drizzle-kit cannot express triggers).
-- Any insert, update, delete or truncate of the data behind the public catalogue reads sends a notification on the
-- `printfront_public_data` channel when its transaction commits; every server LISTENs and drops its cached copies
-- (src/server/lib/public-data.ts). Whoever writes — the app, a staff tool or plain SQL — the caches follow.
CREATE OR REPLACE FUNCTION printfront_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('printfront_public_data', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settings_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER categories_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER category_ext_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_ext FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER goods_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER articles_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER notices_public_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices FOR EACH STATEMENT EXECUTE FUNCTION printfront_public_data_changed();
