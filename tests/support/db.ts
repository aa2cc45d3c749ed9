import { type SQL } from 'drizzle-orm';
import { getDb, getDbHandle } from '@/lib/db/client';
import { readProfile } from '@/lib/auth/store';
import { salons, services, stationServices, stations, users, type Role } from '@/lib/db/schema';
import { callerOf, type Caller } from '@/lib/server/access';

export { getDb, getDbHandle };
export { sqlState } from '@/lib/server/db-errors';

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

/** Stations for a test salon, in creation order; `serviceIds` limits a station to those services. */
export async function addStations(salonId: string, specs: { name: string; serviceIds?: string[] }[]) {
  const db = await getDb();
  const rows = [];
  // Creation order is the order booking fills them: each a millisecond after the last, since
  // PGlite's clock counts milliseconds and two quick inserts could otherwise tie (then the
  // random id would decide).
  const start = Date.now();
  for (const [index, spec] of specs.entries()) {
    const [station] = await db.insert(stations).values({ salonId, name: spec.name, createdAt: new Date(start + index) }).returning();
    if (spec.serviceIds?.length) await db.insert(stationServices).values(spec.serviceIds.map((serviceId) => ({ stationId: station.id, serviceId })));
    rows.push(station);
  }
  return rows;
}

/** A new member of `salonId` with `role`, as the signed-in Caller the data functions take. */
export async function addMember(salonId: string, role: Role): Promise<Caller> {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ role, email: `${role}-${salonId}-${Math.random().toString(36).slice(2)}@example.com`, fullName: `Test ${role}`, salonId })
    .returning({ id: users.id });
  return callerOf(await readProfile(user.id))!;
}

/**
 * One bulk statement of test data (thousands of rows through the lane-claim triggers), free of
 * the pool's limits: the 5 s statement timeout and the client's 6 s read timeout guard requests,
 * and on a loaded CI machine running both databases side by side a 5,000-row seed ran past each
 * of them once. On PostgreSQL it therefore runs on a connection of its own, opened without them.
 */
export async function seedInBulk(statement: SQL) {
  const handle = await getDbHandle();
  if (handle.driver === 'pglite') {
    await handle.db.execute(statement);
    return;
  }
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await drizzle(client).execute(statement);
  } finally {
    await client.end();
  }
}
