/**
 * Whether "Forgot password" takes longer for an address that has an account (issue 30: known
 * addresses were slower in 30 of 40 pairs, 44.8 against 31.9 ms). BENCH_PAIRS pairs of
 * requests, each a known and an unknown address in turn (which goes first alternates), every
 * request from its own client and every known address a fresh account, so no limit refuses one.
 * The unknown address is the floor: it prints both medians, their ratio and how often the known
 * one was the slower of its pair (about half when the two paths do the same work).
 *
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/forgot-password-timing.ts
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/forgot-password-timing.ts
 */
import { randomUUID } from 'node:crypto';
import { requestPasswordReset } from '@/features/auth/data/password-resets';
import { closeDb } from '@/lib/db/client';
import { authAccounts, salons, users } from '@/lib/db/schema';
import { openBenchDb, median } from './support/database';

const PAIRS = Number(process.env.BENCH_PAIRS) || 40;
const WARM_UP = 5;

async function main() {
  const db = await openBenchDb();
  const [salon] = await db.insert(salons).values({ name: 'Bench', customSubdomain: `bench-reset-${Date.now()}` }).returning({ id: salons.id });
  const run = Date.now().toString(36);
  const known: string[] = [];
  for (let i = 0; i < PAIRS + WARM_UP; i += 1) {
    const email = `known-${run}-${i}@example.com`;
    const [user] = await db.insert(users).values({ salonId: salon.id, role: 'staff', email }).returning({ id: users.id });
    // The hash is never checked here: any text does.
    await db.insert(authAccounts).values({ userId: user.id, email, passwordHash: 'bench' });
    known.push(email);
  }
  let client = 0;
  const timed = async (email: string) => {
    const started = performance.now();
    await requestPasswordReset(email, `10.99.${Math.floor(client / 250)}.${client++ % 250}`);
    return performance.now() - started;
  };
  const times = { known: [] as number[], unknown: [] as number[] };
  let knownSlower = 0;
  for (let i = 0; i < PAIRS + WARM_UP; i += 1) {
    const unknown = `nobody-${randomUUID()}@example.com`;
    const [k, u] = i % 2 ? [await timed(known[i]), await timed(unknown)] : [await timed(unknown), await timed(known[i])].reverse();
    if (i < WARM_UP) continue;
    times.known.push(k);
    times.unknown.push(u);
    if (k > u) knownSlower += 1;
  }
  const [k, u] = [median(times.known), median(times.unknown)];
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${PAIRS} pairs`);
  console.log(`unknown address (floor): median ${u.toFixed(2)} ms`);
  console.log(`known address:           median ${k.toFixed(2)} ms (${(k / u).toFixed(2)}× the floor)`);
  console.log(`known slower in ${knownSlower} of ${PAIRS} pairs`);
  await closeDb();
}

await main();
