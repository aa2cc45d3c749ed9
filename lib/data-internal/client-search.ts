import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import { clientSearchText, clients, salons } from '@/lib/db/schema';
import { holds } from '@/lib/data-internal/search-match';

// Not staff-side itself: the callers (the Clients list, the New appointment dialog's client
// search) scope the salon and pass it here.

const searchText = clientSearchText(clients);

/**
 * A phone-like query ('06 30 123 4567'): the client's phone digits hold its digits, or the
 * client's phone is that number however it was written (the booking match's phone_key).
 */
function phoneMatches(digits: string, query: string, salonId: string): SQL {
  const key = sql`public.client_phone_key(${query}, (SELECT public.dials_hungary(${salons.country}, ${salons.timezone}) FROM ${salons} WHERE ${salons.id} = ${salonId}))`;
  return sql`(${searchText} LIKE ${`%${digits}%`} OR ${clients.phoneKey} = ${key})`;
}

/**
 * The salon's clients a search (planned by searchPlan) finds: by phone, or every word in the
 * name, e-mail or phone digits, accents ignored (the trigram index). Undefined: no search.
 */
export function clientMatches(plan: { phoneDigits: string | null; terms: readonly string[] }, query: string, salonId: string): SQL | undefined {
  if (plan.phoneDigits) return phoneMatches(plan.phoneDigits, query, salonId);
  return plan.terms.length ? and(...plan.terms.map((term) => holds(searchText, term))) : undefined;
}
