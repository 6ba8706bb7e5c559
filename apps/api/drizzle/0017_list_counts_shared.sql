-- A list's capped count, shared for a few seconds by every API instance, and never older than the
-- last change to its table: each write statement on a listed table bumps that table's generation in
-- the same transaction, and a cached count is used only while its generation is current.
CREATE TABLE list_generations (
  table_name text PRIMARY KEY,
  generation bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- UNLOGGED: a cache, rebuilt by the next request after a crash; not worth WAL.
CREATE UNLOGGED TABLE list_count_cache (
  table_name text NOT NULL,
  filter_key text NOT NULL,
  generation bigint NOT NULL,
  counted integer NOT NULL,
  counted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_name, filter_key)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_generation_bump() RETURNS trigger AS $$
BEGIN
  UPDATE list_generations SET generation = generation + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The tables whose lists share counts. Per statement, not per row: a bulk insert bumps once. The
-- audit log is left out on purpose: every audited action writes it, and one counter row would
-- queue them all behind each other.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['p2p_transactions', 'p2p_orders', 'order_disputes', 'merchants', 'merchant_ads', 'merchant_payment_methods',
    'payment_methods', 'lean_transactions', 'remittance_beneficiaries', 'referral_rewards', 'access_requests', 'admins', 'customers']
  LOOP
    INSERT INTO list_generations (table_name) VALUES (t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump()', t || '_list_generation', t);
  END LOOP;
END $$;
