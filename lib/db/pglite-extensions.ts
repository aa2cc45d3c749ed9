import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * What the migrations need of an embedded database: btree_gist (no-overlap constraints),
 * pg_trgm and unaccent (appointment search).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };
