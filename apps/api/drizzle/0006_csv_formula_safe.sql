-- Replaces csv_cell: PostgreSQL's COPY ... CSV does the quoting itself, so the database only has to
-- defuse spreadsheet formulas. A single-expression SQL function is inlined into the query.
DROP FUNCTION IF EXISTS csv_cell(text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION csv_formula_safe(v text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN left(v, 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN '''' || v ELSE v END
$$;
