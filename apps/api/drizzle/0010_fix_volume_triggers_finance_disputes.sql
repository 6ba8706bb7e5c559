-- The sums were named like the grouped columns (fiat, crypto), which made o.fiat ambiguous and
-- every update of p2p_transactions fail. Same functions, distinct names.
CREATE OR REPLACE FUNCTION p2p_daily_volume_remove() RETURNS trigger AS $$
BEGIN
  UPDATE p2p_daily_volume v SET
    count = v.count - o.n, crypto_sum = v.crypto_sum - o.crypto_total, fiat_sum = v.fiat_sum - o.fiat_total
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, coin, fiat, type, status,
           count(*) AS n, sum(crypto_amount) AS crypto_total, sum(fiat_amount) AS fiat_total
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
    count = v.count - o.n, crypto_sum = v.crypto_sum - o.crypto_total, fiat_sum = v.fiat_sum - o.fiat_total
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.coin, o.fiat, o.type, o.status,
           count(*) AS n, sum(o.crypto_amount) AS crypto_total, sum(o.fiat_amount) AS fiat_total
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
-- Finance decides disputes, so it also works them: notes, assignment, review.
INSERT INTO access_group_policies (group_id, policy)
SELECT id, 'p2p.disputes.write' FROM access_groups WHERE name = 'finance'
ON CONFLICT DO NOTHING;
