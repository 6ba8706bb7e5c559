-- Keeps p2p_daily_volume equal to the grouped p2p_transactions. Statement-level triggers with
-- transition tables: a bulk insert of a million rows does one grouped upsert, not a million.
CREATE OR REPLACE FUNCTION p2p_daily_volume_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO p2p_daily_volume (day, coin, fiat, type, status, count, crypto_sum, fiat_sum)
  SELECT (created_at AT TIME ZONE 'UTC')::date, coin, fiat, type, status, count(*), sum(crypto_amount), sum(fiat_amount)
  FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (day, coin, fiat, type, status) DO UPDATE SET
    count = p2p_daily_volume.count + excluded.count,
    crypto_sum = p2p_daily_volume.crypto_sum + excluded.crypto_sum,
    fiat_sum = p2p_daily_volume.fiat_sum + excluded.fiat_sum;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION p2p_daily_volume_remove() RETURNS trigger AS $$
BEGIN
  UPDATE p2p_daily_volume v SET
    count = v.count - o.n, crypto_sum = v.crypto_sum - o.crypto, fiat_sum = v.fiat_sum - o.fiat
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, coin, fiat, type, status,
           count(*) AS n, sum(crypto_amount) AS crypto, sum(fiat_amount) AS fiat
    FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ) o
  WHERE v.day = o.day AND v.coin = o.coin AND v.fiat = o.fiat AND v.type = o.type AND v.status = o.status;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION p2p_daily_volume_move() RETURNS trigger AS $$
BEGIN
  -- Only rows whose bucket changed move; withdrawal decisions and notes leave totals alone.
  UPDATE p2p_daily_volume v SET
    count = v.count - o.n, crypto_sum = v.crypto_sum - o.crypto, fiat_sum = v.fiat_sum - o.fiat
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.coin, o.fiat, o.type, o.status,
           count(*) AS n, sum(o.crypto_amount) AS crypto, sum(o.fiat_amount) AS fiat
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.coin, o.fiat, o.type, o.created_at, o.crypto_amount, o.fiat_amount)
      IS DISTINCT FROM (n.status, n.coin, n.fiat, n.type, n.created_at, n.crypto_amount, n.fiat_amount)
    GROUP BY 1, 2, 3, 4, 5
  ) o
  WHERE v.day = o.day AND v.coin = o.coin AND v.fiat = o.fiat AND v.type = o.type AND v.status = o.status;

  INSERT INTO p2p_daily_volume (day, coin, fiat, type, status, count, crypto_sum, fiat_sum)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.coin, n.fiat, n.type, n.status, count(*), sum(n.crypto_amount), sum(n.fiat_amount)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (o.status, o.coin, o.fiat, o.type, o.created_at, o.crypto_amount, o.fiat_amount)
    IS DISTINCT FROM (n.status, n.coin, n.fiat, n.type, n.created_at, n.crypto_amount, n.fiat_amount)
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (day, coin, fiat, type, status) DO UPDATE SET
    count = p2p_daily_volume.count + excluded.count,
    crypto_sum = p2p_daily_volume.crypto_sum + excluded.crypto_sum,
    fiat_sum = p2p_daily_volume.fiat_sum + excluded.fiat_sum;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER p2p_daily_volume_on_insert AFTER INSERT ON p2p_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION p2p_daily_volume_add();
--> statement-breakpoint
CREATE TRIGGER p2p_daily_volume_on_delete AFTER DELETE ON p2p_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION p2p_daily_volume_remove();
--> statement-breakpoint
CREATE TRIGGER p2p_daily_volume_on_update AFTER UPDATE ON p2p_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION p2p_daily_volume_move();
