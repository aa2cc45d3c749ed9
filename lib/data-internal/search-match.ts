import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { searchFold } from '@/lib/db/schema';

/** `term` as a literal inside LIKE's pattern (its %, _ and \ match themselves). */
function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `folded` (text passed through searchFold) holds `term` anywhere, ignoring case and accents. */
export function holds(folded: SQL, term: string): SQL {
  return sql`${folded} ILIKE ${searchFold(`%${likeLiteral(term)}%`)}`;
}
