import type { Loaded } from '@/lib/result';

/** The Clients list's filters as the address holds them ('' is "any"). */
export type ClientFilterValues = {
  q: string;
  /** '' is the default order (last visit, newest first). */
  sort: 'name' | '';
  /** '1': only clients with a no-show. */
  noShows: string;
  /** '1': only clients with live marketing consent. */
  marketing: string;
  /** Not seen for this many months. */
  months: string;
  /** The page after this client's row. */
  after: string;
  /** The admin's working salon (?salon=), kept in every link. */
  salon?: string;
};

export type ClientListRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The last visit's date in the salon's zone (yyyy-mm-dd); null without one. */
  lastVisit: string | null;
  visitCount: number;
  noShowCount: number;
};

export type ClientListData = {
  filters: ClientFilterValues;
  /** Today in the salon's zone: a later last visit is a booked one. */
  today: string;
  /** Some filter in the address could not be read: the list shows the salon's clients unfiltered. */
  invalidFilters: boolean;
  result: Loaded<{ clients: ClientListRow[]; nextAfter: string | null }>;
};

/** The list's address with `changes` applied (empty values dropped), for links that keep the other filters. */
export function clientListHref(filters: Partial<ClientFilterValues>, changes: Partial<ClientFilterValues> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...changes })) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/admin/clients?${text}` : '/admin/clients';
}

/** A client's card, keeping the admin's working salon. */
export function clientCardHref(clientId: string, salon?: string): string {
  return salon ? `/admin/clients/${clientId}?salon=${encodeURIComponent(salon)}` : `/admin/clients/${clientId}`;
}
