import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { currencies } from '@/lib/db/schema';

export type CurrencyChoice = { code: string; name: string; symbol: string };

/** The currencies a service can be priced in (reference data, the same for every salon). */
export async function listCurrencies(): Promise<CurrencyChoice[]> {
  const db = await getDb();
  return db.select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol }).from(currencies).orderBy(asc(currencies.code));
}
