/**
 * How many e-mails one attacker can make a salon send in an hour through the public pages
 * (issue 30, item 3): every 10 minutes each client key books, moves and cancels as often as the
 * per-client limits let it, on a simulated clock (the limits read the `now` they are given).
 * Counts what the outbox would send: customer e-mails ('queued'), the owner's single notices,
 * and the digests the held notices make. Scenarios: one IPv4 address writing to one victim
 * address; one IPv4 address writing to a new address each time; 12 IPv6 /64s, new addresses.
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/visitor-mail.ts
 *
 * Runs on the code before the caps too (no cancellation limit there, no digests).
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import * as manageLinks from '@/features/booking/data/manage-links';
import * as reschedule from '@/features/booking/data/reschedule';
import * as outbox from '@/features/messages/data/outbox';
import { renderMessage, type StoredMessage } from '@/features/messages/data/rendering';
import { closeDb, getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { salons, services, users } from '@/lib/db/schema';
import { addDays, todayInZone } from '@/lib/scheduling';

const ALL_DAY = { start_time: '00:00', end_time: '23:45', is_closed: false };
const OPEN_EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ALL_DAY]));
const WINDOW_MS = 10 * 60_000;
const CSRF = 'visitor-mail-token';

type Limits = { cancel: (client: string, token: string, now: Date) => Promise<boolean>; move: (client: string, token: string, now: Date) => Promise<boolean> };

/** The per-client limits of whichever code runs: after the caps one function for both, before them moves only. */
function limits(): Limits {
  const links = manageLinks as Record<string, unknown>;
  const moves = reschedule as Record<string, unknown>;
  if (typeof links.hitManageLinkLimit === 'function') {
    const hit = links.hitManageLinkLimit as (action: string, client: string, token: string, now: Date) => Promise<boolean>;
    return { cancel: (c, t, n) => hit('cancel', c, t, n), move: (c, t, n) => hit('reschedule', c, t, n) };
  }
  const hitMove = moves.hitRescheduleLimit as (client: string, token: string, now: Date) => Promise<boolean>;
  return { cancel: async () => true, move: hitMove };
}

async function scenario(label: string, clients: string[], addressOf: (n: number) => string) {
  const db = await getDb();
  const name = `mail-${label.replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const [salon] = await db.insert(salons).values({ name, customSubdomain: name.toLowerCase(), openingHours: OPEN_EVERY_DAY }).returning();
  const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Quick', durationMinutes: 15, price: 1000, currencyCode: 'HUF' }).returning();
  await db.insert(users).values({ salonId: salon.id, role: 'owner', email: `owner-${randomUUID()}@salon.test`, fullName: 'Owner' });
  const date = addDays(todayInZone(new Date(), 'Europe/Budapest'), 7);
  const { cancel, move } = limits();
  const t0 = Date.now();
  let n = 0;
  let refused = 0;
  for (let window = 0; window < 6; window += 1) {
    for (const [c, client] of clients.entries()) {
      for (let round = 0; round < 12; round += 1) {
        const now = new Date(t0 + window * WINDOW_MS + round * 1_000);
        const [from, to] = [`${String(c % 24).padStart(2, '0')}:00`, `${String(c % 24).padStart(2, '0')}:30`];
        const booked = await createPublicBooking(
          { salonId: salon.id, serviceId: service.id, date, time: from, customerName: 'Claim your prize at http://prize.example/win', customerPhone: '+36 30 123 4567', customerEmail: addressOf(n++), csrfToken: CSRF },
          { clientAddress: client, csrfCookie: CSRF, now },
        );
        if (!booked.ok) {
          refused += 1;
          continue;
        }
        const token = booked.data.manageToken;
        if (await move(client, token, now)) await reschedule.rescheduleBookingByToken(token, { date, time: to }, now);
        // Whatever the limit says, the slot is freed for the next round (as staff would); only an allowed cancellation writes messages.
        if (await cancel(client, token, now)) await manageLinks.cancelBookingByToken(token, now);
        else await db.execute(sql`UPDATE appointments SET status = 'cancelled' WHERE manage_token = ${token}`);
      }
    }
  }
  const digests = typeof (outbox as Record<string, unknown>).queueNoticeDigests === 'function' ? await (outbox as unknown as { queueNoticeDigests: (d: typeof db, now: Date) => Promise<number> }).queueNoticeDigests(db, new Date(Date.now() + 3_600_000)) : 0;
  const { rows } = await db.execute<{ customer: number; suppressed: number; notices: number; held: number }>(sql`
    SELECT count(*) FILTER (WHERE kind IN ('confirmation', 'rescheduled', 'cancelled_by_customer') AND status = 'queued')::int AS customer,
           count(*) FILTER (WHERE kind IN ('confirmation', 'rescheduled', 'cancelled_by_customer') AND status = 'suppressed')::int AS suppressed,
           count(*) FILTER (WHERE kind LIKE 'salon\\_%' AND kind <> 'salon_digest' AND status = 'queued')::int AS notices,
           count(*) FILTER (WHERE status = 'batched')::int AS held
    FROM messages WHERE salon_id = ${salon.id}`);
  // The text as it would go out (a message written as facts is rendered when sent).
  const queued = await db.execute<StoredMessage>(sql`SELECT kind, language, recipient, subject, body, facts FROM messages WHERE salon_id = ${salon.id} AND status = 'queued'`);
  const links = queued.rows.filter((row) => renderMessage(row).body.includes('prize.example')).length;
  const r = rows[0];
  return {
    scenario: label,
    'refused bookings': refused,
    'customer e-mails sent': r.customer,
    'customer e-mails suppressed': r.suppressed,
    'owner notices (single)': r.notices,
    'owner digests': digests,
    'notices in digests': r.held,
    'sent with the link': links,
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (run through scripts/with-postgres.sh)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(pgRunner(client));
  await client.end();
  const run = randomUUID().slice(0, 8);
  const victim = `victim-${run}@example.com`;
  const results = [
    await scenario('one IPv4, one victim address', [`203.0.113.${run.charCodeAt(0) % 250}`], () => victim),
    await scenario('one IPv4, a new address each time', [`198.51.100.${run.charCodeAt(1) % 250}-${run}`], (n) => `v${n}-${run}@example.com`),
    await scenario('12 IPv6 /64s, new addresses', Array.from({ length: 12 }, (_, i) => `2001:db8:${run.slice(0, 4)}:${i}::/64`), (n) => `w${n}-${run}@example.com`),
  ];
  console.log('one simulated hour, default settings (per salon, owner: one recipient)');
  console.table(results);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
