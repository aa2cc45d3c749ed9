import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessError, type Caller } from '@/lib/server/access';
import { appointments, clientConsents, clientNotes, clients, messages, type AppointmentStatus } from '@/lib/db/schema';
import { mergeClientsAction, previewClientMergeAction } from '@/features/clients/actions';
import { addClientNote, getClientCard } from '@/features/clients/data/client-card';
import { clearNoShows, getClientConsents, recordConsent } from '@/features/clients/data/client-care';
import { mergeClients, previewClientMerge } from '@/features/clients/data/client-merge';
import { eraseClient } from '@/features/clients/data/client-privacy';
import { clientMergeSchema } from '@/features/clients/schema';
import { runActionAs } from '@/lib/server/authorized-action';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const fixture = {} as { salonId: string; serviceId: string; staff: Caller; owner: Caller; otherOwner: Caller; otherSalonClient: string };

/** Each appointment an hour later in its day than the one before (under 24 in all): the salon's one lane never overlaps. */
let slot = 0;

/** A client of the salon with these appointments (days from now, status); its id. */
async function clientWith(who: { customerName: string; customerEmail?: string; customerPhone?: string }, visits: [number, AppointmentStatus][], salonId = fixture.salonId, serviceId = fixture.serviceId) {
  const db = await getDb();
  const rows = await db
    .insert(appointments)
    .values(
      visits.map(([days, status]) => {
        const start = Date.now() + days * DAY + slot++ * HOUR;
        return { salonId, serviceId, ...who, status, startTime: new Date(start), endTime: new Date(start + HOUR) };
      }),
    )
    .returning({ id: appointments.id, clientId: appointments.clientId });
  return { clientId: rows[0].clientId!, appointmentIds: rows.map((row) => row.id) };
}

const merge = (keep: string, other: string, caller = fixture.staff) => mergeClients(caller, clientMergeSchema.parse({ salonId: fixture.salonId, clientId: keep, otherId: other }));

beforeAll(async () => {
  const { salon, service } = await createTestSalon();
  const { salon: otherSalon, service: otherService } = await createTestSalon();
  Object.assign(fixture, { salonId: salon.id, serviceId: service.id, staff: await addMember(salon.id, 'staff'), owner: await addMember(salon.id, 'owner'), otherOwner: await addMember(otherSalon.id, 'owner') });
  fixture.otherSalonClient = (await clientWith({ customerName: 'Távoli Tímea', customerEmail: 'timea@example.com' }, [[-3, 'completed']], otherSalon.id, otherService.id)).clientId;
});

describe('merging two clients', () => {
  it('merge keeps every visit: appointments, notes, consents and messages end on the kept client, the totals are recounted, the other record is gone', async () => {
    const db = await getDb();
    // One person booked twice: once with an e-mail, once by phone under the name written the other way round.
    const eva = await clientWith({ customerName: 'Kiss Éva', customerEmail: 'eva@example.com' }, [[-30, 'completed'], [-20, 'no_show']]);
    const other = await clientWith({ customerName: 'Éva Kiss', customerPhone: '+36 30 999 8888' }, [[-10, 'confirmed'], [-5, 'cancelled'], [7, 'confirmed']]);
    expect(other.clientId).not.toBe(eva.clientId);
    await addClientNote(fixture.staff, { salonId: fixture.salonId, clientId: eva.clientId, body: 'Likes tea', isAlert: false });
    await addClientNote(fixture.staff, { salonId: fixture.salonId, clientId: other.clientId, body: 'Allergy: PPD', isAlert: true });
    // Marketing: granted on one record, later withdrawn on the other: the newest entry wins.
    await recordConsent(fixture.staff, { salonId: fixture.salonId, clientId: eva.clientId, kind: 'marketing', granted: true });
    await recordConsent(fixture.staff, { salonId: fixture.salonId, clientId: other.clientId, kind: 'reminders', granted: true });
    await db.execute(sql`INSERT INTO messages (salon_id, client_id, kind, recipient, language, subject, body) VALUES (${fixture.salonId}::uuid, ${eva.clientId}::uuid, 'marketing', 'eva@example.com', 'en', 'News', 'Hello')`);
    await db.execute(sql`INSERT INTO messages (salon_id, client_id, kind, recipient, language, subject, body, status) VALUES (${fixture.salonId}::uuid, ${other.clientId}::uuid, 'confirmation', 'eva@example.com', 'en', 'Booked', 'See you', 'sent')`);
    await recordConsent(fixture.staff, { salonId: fixture.salonId, clientId: other.clientId, kind: 'marketing', granted: false });
    const ref = { salonId: fixture.salonId, clientId: eva.clientId, otherId: other.clientId };

    // The preview says what the merge will make, and changes nothing.
    const preview = await previewClientMerge(fixture.staff, ref);
    const expected = {
      kept: { id: eva.clientId, name: 'Kiss Éva', email: 'eva@example.com', phone: '+36 30 999 8888' },
      other: { id: other.clientId, name: 'Éva Kiss', email: null, phone: '+36 30 999 8888' },
      moved: 3,
      visits: 3,
      noShows: 1,
      notes: 2,
      alerts: 1,
      consents: { reminders: true, marketing: false },
    };
    expect(preview).toEqual({ ok: true, data: expected });
    expect(await db.select({ id: clients.id }).from(clients).where(eq(clients.id, other.clientId))).toHaveLength(1);
    expect((await db.select({ clientId: appointments.clientId }).from(appointments).where(inArray(appointments.id, other.appointmentIds))).map((row) => row.clientId)).toEqual([other.clientId, other.clientId, other.clientId]);

    expect(await runActionAs(mergeClientsAction, fixture.staff, ref)).toEqual({ ok: true, data: expected });
    const all = [...eva.appointmentIds, ...other.appointmentIds];
    expect(new Set((await db.select({ clientId: appointments.clientId }).from(appointments).where(inArray(appointments.id, all))).map((row) => row.clientId))).toEqual(new Set([eva.clientId]));
    expect(await db.select({ id: clients.id }).from(clients).where(eq(clients.id, other.clientId))).toEqual([]);
    const [kept] = await db.select().from(clients).where(eq(clients.id, eva.clientId));
    expect(kept).toMatchObject({ name: 'Kiss Éva', email: 'eva@example.com', phone: '+36 30 999 8888', phoneKey: '+36309998888', visitCount: 3, noShowCount: 1 });
    expect(kept.lastVisitAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await db.select({ body: clientNotes.body }).from(clientNotes).where(eq(clientNotes.clientId, eva.clientId))).map((note) => note.body).sort()).toEqual(['Allergy: PPD', 'Likes tea']);
    expect(await db.select({ id: clientConsents.id }).from(clientConsents).where(eq(clientConsents.clientId, eva.clientId))).toHaveLength(3);
    expect(await getClientConsents(fixture.staff, { salonId: fixture.salonId, clientId: eva.clientId })).toMatchObject({ marketing: false, reminders: true });
    // Both messages follow; the marketing one waiting without live consent is withdrawn.
    expect(await db.select({ kind: messages.kind, status: messages.status }).from(messages).where(eq(messages.clientId, eva.clientId)).orderBy(messages.kind)).toEqual([
      { kind: 'confirmation', status: 'sent' },
      { kind: 'marketing', status: 'cancelled' },
    ]);
    const card = await getClientCard(fixture.staff, { salonId: fixture.salonId, clientId: eva.clientId });
    expect(card).toMatchObject({ noShowCount: 1, comingTotal: 1, pastTotal: 4 });
    expect(await getClientCard(fixture.staff, { salonId: fixture.salonId, clientId: other.clientId })).toBeNull();
    // A later booking with the e-mail written differently lands on the kept record.
    const again = await clientWith({ customerName: 'Kiss Éva', customerEmail: ' EVA@example.com ' }, [[14, 'confirmed']]);
    expect(again.clientId).toBe(eva.clientId);
  });

  it('takes the earlier no-show clearing, and none when a record never cleared its no-shows', async () => {
    const db = await getDb();
    const a = await clientWith({ customerName: 'Nagy Nóra', customerEmail: 'nora@example.com' }, [[-40, 'no_show']]);
    const b = await clientWith({ customerName: 'Nagy Nóra', customerEmail: 'nora.nagy@example.com' }, [[-30, 'completed']]);
    const c = await clientWith({ customerName: 'Nagy Nóra', customerEmail: 'nn@example.com' }, [[-20, 'no_show']]);
    await clearNoShows(fixture.staff, { salonId: fixture.salonId, clientId: a.clientId });
    expect(await merge(a.clientId, b.clientId)).toMatchObject({ ok: true });
    const mark = async () => (await db.select({ mark: clients.noShowsClearedAt }).from(clients).where(eq(clients.id, a.clientId)))[0].mark;
    expect(await mark()).not.toBeNull();
    expect(await merge(a.clientId, c.clientId)).toMatchObject({ ok: true, data: { noShows: 2, visits: 1 } });
    expect(await mark()).toBeNull();
  });

  it('refuses the client itself, another salon, an erased client and unknown callers; leaves both records as they were', async () => {
    const db = await getDb();
    const one = await clientWith({ customerName: 'Egy Ede', customerEmail: 'ede@example.com' }, [[-2, 'completed']]);
    const two = await clientWith({ customerName: 'Kettő Kata', customerEmail: 'kata@example.com' }, [[-1, 'completed']]);
    expect(await merge(one.clientId, one.clientId)).toMatchObject({ ok: false, code: 'SAME_CLIENT', fieldErrors: { otherId: expect.anything() } });
    expect(await merge(one.clientId, fixture.otherSalonClient)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await merge(fixture.otherSalonClient, one.clientId)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    // Another salon's owner names this salon: refused by the seam; their own salon has neither client.
    await expect(mergeClients(fixture.otherOwner, clientMergeSchema.parse({ salonId: fixture.salonId, clientId: one.clientId, otherId: two.clientId }))).rejects.toBeInstanceOf(AccessError);
    expect(await runActionAs(mergeClientsAction, fixture.otherOwner, { clientId: one.clientId, otherId: two.clientId })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await runActionAs(previewClientMergeAction, fixture.otherOwner, { clientId: one.clientId, otherId: two.clientId })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    await expect(mergeClients(null, clientMergeSchema.parse({ salonId: fixture.salonId, clientId: one.clientId, otherId: two.clientId }))).rejects.toBeInstanceOf(AccessError);
    // An erased client is no one to merge with, either way round.
    const gone = await clientWith({ customerName: 'Törölt Tamás', customerEmail: 'tamas@example.com' }, [[-1, 'completed']]);
    await eraseClient(fixture.owner, { salonId: fixture.salonId, clientId: gone.clientId });
    expect(await merge(one.clientId, gone.clientId)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await merge(gone.clientId, one.clientId)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const left = await db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.clientId, one.clientId)));
    expect(left).toHaveLength(1);
    expect(await db.select({ id: clients.id }).from(clients).where(inArray(clients.id, [one.clientId, two.clientId, gone.clientId]))).toHaveLength(3);
  });

  it("refuses a merge that would give the kept record a third client's name and phone, and changes nothing", async () => {
    const db = await getDb();
    const bare = await clientWith({ customerName: 'Tóth Tibor' }, [[-9, 'completed']]);
    const third = await clientWith({ customerName: 'Tóth Tibor', customerPhone: '06 30 555 1234' }, [[-8, 'completed']]);
    const withPhone = await clientWith({ customerName: 'T. Tibor', customerPhone: '+36 30 555 1234' }, [[-7, 'completed']]);
    expect(new Set([bare.clientId, third.clientId, withPhone.clientId]).size).toBe(3);
    expect(await merge(bare.clientId, withPhone.clientId)).toMatchObject({ ok: false, code: 'PHONE_NAME_TAKEN' });
    expect(await db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, withPhone.appointmentIds[0]))).toEqual([{ clientId: withPhone.clientId }]);
  });
});
