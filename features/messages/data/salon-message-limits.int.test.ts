import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendMessageAction } from '@/features/messages/actions';
import { SALON_MESSAGE_LIMITS } from '@/features/messages/data/messages';
import { appointments, messages } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { runActionAs } from '@/lib/server/authorized-action';
import { createTestSalon, getDb } from '@/tests/support/db';

// 'Send email' (issue 30 item 5): per member and per salon in an hour, with a message staff can read.

async function salonWithAppointment() {
  const { salon, service } = await createTestSalon();
  const [appointment] = await (await getDb())
    .insert(appointments)
    .values({ salonId: salon.id, serviceId: service.id, customerName: 'Anna', customerEmail: 'anna@example.com', startTime: new Date('2026-12-01T09:00:00Z'), endTime: new Date('2026-12-01T10:00:00Z'), status: 'confirmed' })
    .returning();
  const member = (role: Caller['role'] = 'staff'): Caller => ({ userId: randomUUID(), role, salonId: salon.id });
  const send = (caller: Caller) => runActionAs(sendMessageAction, caller, { appointmentId: appointment.id, language: 'en', subject: 'Your time moved', body: 'See you at 11.' });
  const queued = async () => (await (await getDb()).select().from(messages).where(and(eq(messages.salonId, salon.id), eq(messages.kind, 'salon_message')))).length;
  return { salon, member, send, queued };
}

async function sendTimes(send: () => Promise<{ ok: boolean }>, times: number) {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await send());
  return results;
}

describe("staff 'Send email' limits", () => {
  it('a member sends 40 in an hour; the 41st is refused with a clear message and queues nothing; a colleague still sends', async () => {
    const { member, send, queued } = await salonWithAppointment();
    expect(SALON_MESSAGE_LIMITS.member.limit).toBe(40);
    const receptionist = member();
    expect((await sendTimes(() => send(receptionist), 40)).every((result) => result.ok)).toBe(true);
    expect(await send(receptionist)).toEqual({ ok: false, code: 'RATE_LIMITED', message: 'Too many e-mails were sent in the last hour. Please try again in 60 minutes.' });
    expect(await queued()).toBe(40);
    expect(await send(member('owner'))).toMatchObject({ ok: true });
    expect(await queued()).toBe(41);
  });

  it('a salon sends 100 in an hour, whoever sends them; another salon is not held back', async () => {
    const { member, send, queued } = await salonWithAppointment();
    const team = [member(), member(), member('owner')];
    for (const [index, caller] of team.entries()) {
      const allowed = index < 2 ? 40 : 20;
      expect((await sendTimes(() => send(caller), allowed)).every((result) => result.ok), `member ${index}`).toBe(true);
    }
    expect(await queued()).toBe(100);
    expect(await send(member())).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await queued()).toBe(100);
    const other = await salonWithAppointment();
    expect(await other.send(other.member())).toMatchObject({ ok: true });
  });
});
