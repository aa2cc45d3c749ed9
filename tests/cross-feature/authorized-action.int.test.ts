import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setAppointmentStatusAction } from '@/features/appointments/actions';
import { checkSlugAction } from '@/features/salons/actions';
import { answering, authorizedAction, runActionAs } from '@/lib/server/authorized-action';
import { ok } from '@/lib/result';
import { AccessError, callerOf, type Caller } from '@/lib/server/access';
import { readProfile } from '@/lib/auth/store';
import { appointments, users } from '@/lib/db/schema';
import { getDb } from '@/tests/support/db';

const setStatus = setAppointmentStatusAction;
let owner: Caller | null;

beforeAll(async () => {
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, 'owner@nord.example.com'));
  owner = callerOf(await readProfile(user.id));
});

async function ownersAppointments(start: string) {
  const db = await getDb();
  const [row] = await db
    .insert(appointments)
    .values({ salonId: owner!.salonId!, customerName: 'Helper Test', startTime: new Date(start), endTime: new Date(Date.parse(start) + 30 * 60_000), status: 'cancelled' })
    .returning({ id: appointments.id });
  return row.id;
}

describe('authorizedAction', () => {
  it('reports every invalid field, not only the first, and touches nothing', async () => {
    const result = await runActionAs(setStatus, owner, { appointmentId: 'nope', status: 'lost' });
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { appointmentId: 'Unknown appointment', status: 'Unknown status' } });
  });

  it('refuses over-long input before parsing or asking who is calling', async () => {
    const result = await runActionAs(setStatus, null, { appointmentId: 'x'.repeat(100_000), status: 'confirmed' });
    expect(result).toMatchObject({ ok: false, code: 'INPUT_TOO_LARGE' });
  });

  it("refuses the signed out itself, and passes on the data layer's refusals as typed failures", async () => {
    const input = { appointmentId: crypto.randomUUID(), status: 'confirmed' };
    expect(await runActionAs(setStatus, null, input)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await runActionAs(setStatus, { ...owner!, role: null }, input)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await runActionAs(checkSlugAction, owner, { slug: 'any-salon' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await runActionAs(setStatus, owner, input)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('turns a no-overlap violation into SLOT_TAKEN, and succeeds otherwise', async () => {
    const start = `2031-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}T10:00:00Z`;
    const first = await ownersAppointments(start);
    const second = await ownersAppointments(start);
    expect(await runActionAs(setStatus, owner, { appointmentId: first, status: 'confirmed' })).toMatchObject({ ok: true, data: { id: first, status: 'confirmed' } });
    expect(await runActionAs(setStatus, owner, { appointmentId: second, status: 'confirmed' })).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
  });

  it('passes zod-transformed input to the data function', async () => {
    const trim = authorizedAction({ name: 'test.trim', schema: z.object({ name: z.string().trim() }), run: async (_caller, input) => ok(input.name) });
    expect(await runActionAs(trim, owner, { name: '  Anna  ' })).toEqual({ ok: true, data: 'Anna' });
  });

  it("answering(read): the read's answer is the success, its thrown refusal a typed failure", async () => {
    const read = authorizedAction({
      name: 'test.read',
      schema: z.object({ name: z.string() }),
      run: answering(async (_caller, input: { name: string }) => {
        if (input.name === 'hidden') throw new AccessError('NOT_FOUND');
        return input.name.length;
      }),
    });
    expect(await runActionAs(read, owner, { name: 'Anna' })).toEqual({ ok: true, data: 4 });
    expect(await runActionAs(read, owner, { name: 'hidden' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('runs only actions built by authorizedAction', () => {
    expect(() => runActionAs(async () => ok(null), owner, {})).toThrow('runActionAs takes an action built by authorizedAction');
  });
});
