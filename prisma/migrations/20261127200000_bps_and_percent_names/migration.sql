-- Issue 30, item 5: a basis-point column ends in _bps, a whole-percent one in _percent (the GST
-- rate, as claims.gst_percent and certificates.gst_percent already do). Renames only: no data moves,
-- and every field is stored in the column named by its snake_case (lib/db/model-rows.ts).
ALTER TABLE accounts RENAME COLUMN gst_rate TO gst_percent;
ALTER TABLE projects RENAME COLUMN gst_rate TO gst_percent;
ALTER TABLE contracts RENAME COLUMN gst_rate TO gst_percent;
ALTER TABLE retention_rules RENAME COLUMN first_percent TO first_bps;
ALTER TABLE retention_rules RENAME COLUMN first_next_percent TO first_next_bps;
ALTER TABLE retention_rules RENAME COLUMN second_next_percent TO second_next_bps;
ALTER TABLE retention_rules RENAME COLUMN third_next_percent TO third_next_bps;
ALTER TABLE retention_rules RENAME COLUMN excess_percent TO excess_bps;
ALTER TABLE retention_rules RENAME COLUMN maximum_percent TO maximum_bps;
ALTER TABLE retention_rules RENAME COLUMN pcd_percent TO pcd_bps;
ALTER TABLE retention_rules RENAME COLUMN dlp_percent TO dlp_bps;

-- PostgreSQL 18 names each NOT NULL constraint after its column; older servers keep none to rename.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT * FROM (VALUES
      ('accounts', 'accounts_gst_rate_not_null', 'accounts_gst_percent_not_null'),
      ('projects', 'projects_gst_rate_not_null', 'projects_gst_percent_not_null'),
      ('contracts', 'contracts_gst_rate_not_null', 'contracts_gst_percent_not_null'),
      ('retention_rules', 'retention_rules_first_percent_not_null', 'retention_rules_first_bps_not_null'),
      ('retention_rules', 'retention_rules_pcd_percent_not_null', 'retention_rules_pcd_bps_not_null'),
      ('retention_rules', 'retention_rules_dlp_percent_not_null', 'retention_rules_dlp_bps_not_null')
    ) AS v(tbl, old_name, new_name)
  LOOP
    IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = r.old_name) THEN
      EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', r.tbl, r.old_name, r.new_name);
    END IF;
  END LOOP;
END $$;
