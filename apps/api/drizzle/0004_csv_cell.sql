-- One CSV cell, made safe for spreadsheets: a value that starts with = + - @ (or a tab or CR)
-- gets a leading apostrophe so it is never run as a formula, then RFC 4180 quoting.
CREATE OR REPLACE FUNCTION csv_cell(v text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN v IS NULL THEN ''
    ELSE (
      WITH safe AS (SELECT CASE WHEN v ~ '^[=+\-@\t\r]' THEN '''' || v ELSE v END AS s)
      SELECT CASE WHEN s ~ '[",\r\n]' THEN '"' || replace(s, '"', '""') || '"' ELSE s END FROM safe
    )
  END
$$;
