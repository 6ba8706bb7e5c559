-- A lead's notes are a thread: appended, never rewritten or removed.
CREATE OR REPLACE FUNCTION leads.lead_notes_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'leads.lead_notes is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lead_notes_no_update_delete BEFORE UPDATE OR DELETE ON leads.lead_notes
  FOR EACH ROW EXECUTE FUNCTION leads.lead_notes_refuse_change();
--> statement-breakpoint
-- The search box finds a name by any part (pg_trgm is created by the admin API's migrations).
CREATE INDEX leads_name_trgm_idx ON leads.leads USING gin (name gin_trgm_ops);
