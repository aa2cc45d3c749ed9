import { getDb, getDbHandle } from '@/lib/db/client';
import { salons, services } from '@/lib/db/schema';

export { getDb, getDbHandle };

/** The SQLSTATE of a driver error, also when Drizzle wraps it. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
}

let counter = 0;

/** A fresh salon with one 60-minute service, unique per call (tests share the real server). */
export async function createTestSalon(overrides: Partial<typeof salons.$inferInsert> = {}) {
  const db = await getDb();
  const slug = `test-${process.pid}-${Date.now().toString(36)}-${counter++}`;
  const [salon] = await db
    .insert(salons)
    .values({ name: `Test Salon ${slug}`, customSubdomain: slug, ...overrides })
    .returning();
  const [service] = await db
    .insert(services)
    .values({ salonId: salon.id, name: 'Cut', durationMinutes: 60, price: 10000, currencyCode: 'HUF' })
    .returning();
  return { salon, service };
}
