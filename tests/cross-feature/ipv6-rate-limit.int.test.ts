// Rate limits count an IPv6 client by its network (RATE_LIMIT_IPV6_PREFIX, default /64), an
// IPv4 client by its address: rotating addresses inside one /64 is one client. Driven through
// the real server actions, with the x-client-address header server.mjs sets.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookAppointment } from '@/features/booking/actions';
import { signInAction, signUpAction } from '@/features/auth/actions';
import { ADDRESS_THROTTLE, SIGN_UP_LIMIT } from '@/lib/auth/service';
import { BOOKING_RATE_LIMIT } from '@/features/booking/data/public-booking';
import { services, users } from '@/lib/db/schema';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { CSRF_COOKIE } from '@/lib/validation/booking';
import { createTestSalon, getDb } from '@/tests/support/db';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

const request = vi.hoisted(() => ({ address: undefined as string | undefined, cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.address === undefined ? {} : { 'x-client-address': request.address }),
  cookies: async () => ({
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: () => {},
  }),
}));

afterEach(() => {
  delete process.env.RATE_LIMIT_IPV6_PREFIX;
  request.address = undefined;
  request.cookies.clear();
});

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const group = () => Math.floor(Math.random() * 0x10000).toString(16);
/** A fresh /64 of the documentation range (random, so that runs never share a bucket). */
const network64 = () => `2001:db8:${group()}:${group()}`;
/** `count` different addresses inside one /64, each spelled a different way. */
const inside = (net: string, count: number) =>
  Array.from({ length: count }, (_, i) => [`${net}:${group()}:${group()}:${group()}:${(i + 1).toString(16)}`, `${net}::${(i + 1).toString(16)}%eth0`][i % 2]);
const sameAddress = (address: string, count: number) => Array<string>(count).fill(address);
const ipv4 = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

async function from<T>(address: string, action: () => Promise<T>): Promise<T> {
  request.address = address;
  return action();
}

/** One wrong password per address, each for a different unknown account (no account lock). */
async function failedSignIns(addresses: string[]) {
  const codes = [];
  for (const address of addresses) {
    const result = await from(address, () => signInAction({ email: `nobody-${unique()}@example.com`, password: 'wrong-password' }, null));
    codes.push(result.ok ? 'ok' : result.code);
  }
  return codes;
}

const ownerSignIn = (address: string) => from(address, () => signInAction({ email: 'owner@luxe.example.com', password: DEMO_PASSWORD }, null));

describe('sign-in failures', () => {
  const attempts = 30;
  const locked = ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'].flatMap((code, i) => Array<string>(i === 0 ? ADDRESS_THROTTLE.limit : attempts - ADDRESS_THROTTLE.limit).fill(code));

  it('from 30 addresses inside one /64 lock its bucket exactly as 30 from one address do', async () => {
    expect(await failedSignIns(sameAddress(`${network64()}::1`, attempts))).toEqual(locked);
    const net = network64();
    const rotating = await failedSignIns(inside(net, attempts));
    expect(rotating).toEqual(locked);
    // The whole /64 is locked, even for the right password; the next /64 is not.
    expect(await ownerSignIn(`${net}:ffff:ffff:ffff:fffe`)).toMatchObject({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(await ownerSignIn(`${network64()}::1`)).toMatchObject({ ok: true });
  });

  it('from 30 IPv4 addresses count each address on its own; IPv4-mapped IPv6 is the same address', async () => {
    const prefix = ipv4();
    expect(await failedSignIns(Array.from({ length: ADDRESS_THROTTLE.limit + 1 }, (_, i) => `${prefix}.${i + 1}`))).not.toContain('TOO_MANY_ATTEMPTS');
    const address = `${ipv4()}.9`;
    expect(await failedSignIns([address, `::ffff:${address}`].flatMap((a) => sameAddress(a, attempts / 2)))).toEqual(locked);
  });

  it('follow RATE_LIMIT_IPV6_PREFIX: with /48, addresses in different /64s of one /48 share a bucket', async () => {
    process.env.RATE_LIMIT_IPV6_PREFIX = '48';
    const net48 = `2001:db8:${group()}`;
    expect(await failedSignIns(Array.from({ length: attempts }, (_, i) => `${net48}:${(i + 1).toString(16)}::1`))).toEqual(locked);
    process.env.RATE_LIMIT_IPV6_PREFIX = '128';
    expect(await failedSignIns(inside(network64(), ADDRESS_THROTTLE.limit + 1))).not.toContain('TOO_MANY_ATTEMPTS');
  });
});

describe('sign-ups', () => {
  it('from addresses inside one /64 hit the sign-up limit and create nothing over it', async () => {
    const emails = Array.from({ length: SIGN_UP_LIMIT.limit + 3 }, () => `rotate-${unique()}@example.com`);
    const addresses = inside(network64(), emails.length);
    const codes = [];
    for (const [i, email] of emails.entries()) {
      const result = await from(addresses[i], () => signUpAction({ email, password: 'a-good-password', fullName: 'Rotating', salonName: `Rotate ${unique()}` }));
      codes.push(result.ok ? 'ok' : result.code);
    }
    expect(codes).toEqual([...Array<string>(SIGN_UP_LIMIT.limit).fill('ok'), ...Array<string>(3).fill('TOO_MANY_SIGN_UPS')]);
    const db = await getDb();
    for (const email of emails.slice(SIGN_UP_LIMIT.limit)) expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('public bookings', () => {
  it('from addresses inside one /64 hit the booking limit as one address does', async () => {
    const allDay = { start_time: '00:00', end_time: '23:45', is_closed: false };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const { salon, service } = await createTestSalon({ openingHours: Object.fromEntries(days.map((day) => [day, allDay])) });
    await (await getDb()).update(services).set({ durationMinutes: 15 }).where(eq(services.id, service.id));
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const book = async (addresses: string[]) => {
      const codes = [];
      for (const [i, address] of addresses.entries()) {
        const csrfToken = `csrf-${unique()}`;
        request.cookies.set(CSRF_COOKIE, csrfToken);
        const time = `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
        const input = { salonId: salon.id, serviceId: service.id, date, time, customerName: `Rotating ${i}`, customerPhone: `+36 30 555 ${String(1000 + i)}`, csrfToken };
        const result = await from(address, () => bookAppointment(input));
        codes.push(result.ok ? 'ok' : result.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'refused');
      }
      return codes;
    };
    const attempts = BOOKING_RATE_LIMIT.limit + 4;
    const limited = [...Array<string>(BOOKING_RATE_LIMIT.limit).fill('ok'), ...Array<string>(4).fill('RATE_LIMITED')];
    expect(await book(inside(network64(), attempts))).toEqual(limited);
  });
});
