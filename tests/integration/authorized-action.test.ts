import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAuthorized, type ActionDefinition } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { STAFF_ROLES, callerOf, type Caller } from '@/lib/data/access';
import { setAppointmentStatus } from '@/lib/data/appointments';
import { readProfile } from '@/lib/data/auth';
import { appointments, users } from '@/lib/db/schema';
import { appointmentStatusSchema } from '@/lib/validation/appointment';
import { getDb } from '../support/db';

const setStatus: ActionDefinition<typeof appointmentStatusSchema, { id: string; status: string }> = {
  name: 'test.setStatus',
  schema: appointmentStatusSchema,
  roles: STAFF_ROLES,
  run: async (caller, input) => ok(await setAppointmentStatus(caller, input)),
};

let owner: Caller | null;
const as = (caller: Caller | null) => async () => caller;

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

describe('runAuthorized', () => {
  it('reports every invalid field, not only the first, and touches nothing', async () => {
    const result = await runAuthorized(setStatus, { appointmentId: 'nope', status: 'lost' }, as(owner));
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { appointmentId: 'Unknown appointment', status: 'Unknown status' } });
  });

  it('refuses over-long input before parsing or asking who is calling', async () => {
    let asked = false;
    const result = await runAuthorized(setStatus, { appointmentId: 'x'.repeat(100_000), status: 'confirmed' }, async () => {
      asked = true;
      return owner;
    });
    expect(result).toMatchObject({ ok: false, code: 'INPUT_TOO_LARGE' });
    expect(asked).toBe(false);
  });

  it('refuses the signed out and the wrong role with typed failures', async () => {
    const input = { appointmentId: crypto.randomUUID(), status: 'confirmed' };
    expect(await runAuthorized(setStatus, input, as(null))).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await runAuthorized({ ...setStatus, roles: ['admin'] }, input, as(owner))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await runAuthorized(setStatus, input, as(owner))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('turns a no-overlap violation into SLOT_TAKEN, and succeeds otherwise', async () => {
    const start = `2031-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}T10:00:00Z`;
    const first = await ownersAppointments(start);
    const second = await ownersAppointments(start);
    expect(await runAuthorized(setStatus, { appointmentId: first, status: 'confirmed' }, as(owner))).toMatchObject({ ok: true, data: { id: first, status: 'confirmed' } });
    expect(await runAuthorized(setStatus, { appointmentId: second, status: 'confirmed' }, as(owner))).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
  });

  it('passes zod-transformed input to the data function', async () => {
    const trimmed = await runAuthorized(
      { ...setStatus, schema: z.object({ name: z.string().trim() }), run: async (_caller, input) => ok(input.name) },
      { name: '  Anna  ' },
      as(owner),
    );
    expect(trimmed).toEqual({ ok: true, data: 'Anna' });
  });
});
