-- Accent-insensitive staff search ('kovacs' finds 'Kovács'): lib/data/appointment-search.ts
-- compares search_fold(text) ILIKE search_fold(pattern), and the trigram index holds the folded
-- text (the next migration, from lib/db/schema.ts). unaccent() itself is STABLE (it looks its
-- dictionary up by name), so no index may use it: this wrapper names the function and the
-- dictionary with their schema and is declared IMMUTABLE, the usual way to index unaccented text.
-- PGlite loads the extension from @electric-sql/pglite/contrib (lib/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE FUNCTION public.search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
