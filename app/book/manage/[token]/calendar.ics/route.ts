import { getTranslations } from 'next-intl/server';
import { buildIcs } from '@/lib/calendar/ics';
import { bookingByToken } from '@/features/booking/visitor-locale';
import { serverMessages } from '@/lib/i18n/server-messages';
import { PRIVATE_LINK_HEADERS } from '@/lib/server/private-link-headers';

/** The booking as an iCalendar file ("Add to calendar"), in the booking's language. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const booking = await bookingByToken((await params).token);
  if (!booking) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale: booking.language, namespace: 'Calendar' });
  const ics = buildIcs({
    uid: `${booking.id}@salon-booking`,
    start: booking.start,
    end: booking.end,
    summary: t('summary', { service: serverMessages(booking.language)(booking.serviceName), salon: booking.salonName.trim() }),
    location: booking.salonAddress,
    description: [booking.salonPhone && t('salonPhone', { phone: booking.salonPhone }), booking.notes && t('requests', { notes: booking.notes })]
      .filter(Boolean)
      .join('\n'),
    cancelled: booking.status === 'cancelled',
    sequence: booking.revision,
  });
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      ...PRIVATE_LINK_HEADERS,
    },
  });
}
