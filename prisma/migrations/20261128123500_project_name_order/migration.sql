-- The projects list sorts by name in SQL (issue 33: it pages), as people read names: ignoring case
-- and accents, numbers by value ("Block 2" before "Block 10"). ICU's English order at its first
-- strength, with numeric ordering.
CREATE COLLATION IF NOT EXISTS "project_name_order" (provider = icu, locale = 'en-u-ks-level1-kn-true', deterministic = false);
