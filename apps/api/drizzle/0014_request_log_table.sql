-- The API's request log (log group `public-api`), shared by every API instance: one row per API
-- call, one partition per UTC day, so a download reads only the days it asks for and retention
-- drops whole days. drizzle-kit cannot express a partitioned table: this table is kept out of
-- schema.ts and queried with plain SQL (apps/api/src/platform/logs/request-log-writer.ts).
CREATE TABLE IF NOT EXISTS "request_log" (
  "id" bigserial NOT NULL,
  "time" timestamptz NOT NULL,
  "instance" text NOT NULL,
  "req_id" text NOT NULL,
  "method" text NOT NULL,
  "url" text NOT NULL,
  "route" text,
  "status" integer NOT NULL,
  "ms" double precision NOT NULL,
  "ip" text NOT NULL,
  "admin_id" text,
  "user_agent" text NOT NULL,
  PRIMARY KEY ("time", "id")
) PARTITION BY RANGE ("time");
--> statement-breakpoint
-- The server may run as a role that can only read and write rows: partitions are created and
-- dropped by these two functions, which run as their owner (the role that ran this migration).
-- Idempotent, and safe when several instances meet a new day at the same moment.
CREATE OR REPLACE FUNCTION request_log_ensure_day(day date) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  part text := 'request_log_' || to_char(day, 'YYYYMMDD');
BEGIN
  IF to_regclass('public.' || quote_ident(part)) IS NOT NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE TABLE IF NOT EXISTS public.%I PARTITION OF public.request_log FOR VALUES FROM (%L) TO (%L)',
    part, to_char(day, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(day + 1, 'YYYY-MM-DD') || ' 00:00:00+00');
EXCEPTION WHEN duplicate_table OR unique_violation THEN
  -- Another instance created it between our look and our CREATE.
  RETURN;
END;
$$;
--> statement-breakpoint
-- Drops the partitions of the days before `day` (never today's or a later one, whatever is asked);
-- answers how many it dropped. A partition still in use by a long read is left for the next call
-- rather than queueing every insert behind the lock.
CREATE OR REPLACE FUNCTION request_log_drop_before(day date) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp SET lock_timeout = '1s' AS $$
DECLARE
  cutoff date := least(day, (now() AT TIME ZONE 'UTC')::date);
  part record;
  dropped integer := 0;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'public.request_log'::regclass
      AND c.relname ~ '^request_log_[0-9]{8}$'
      AND to_date(substr(c.relname, 13, 8), 'YYYYMMDD') < cutoff
    ORDER BY c.relname
  LOOP
    BEGIN
      EXECUTE format('DROP TABLE IF EXISTS public.%I', part.relname);
      dropped := dropped + 1;
    EXCEPTION WHEN lock_not_available OR undefined_table THEN
      NULL;
    END;
  END LOOP;
  RETURN dropped;
END;
$$;
