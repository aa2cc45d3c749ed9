import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the migrations need of an embedded database: btree_gist (no-overlap constraints) and pg_trgm (appointment search). */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };
