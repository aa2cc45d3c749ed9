-- Trigram indexes for the staff appointment search (lib/data/appointment-search.ts): a
-- substring search ('%anna%') over a salon's whole history without reading every row.
-- PGlite loads the extension from @electric-sql/pglite/contrib (lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
