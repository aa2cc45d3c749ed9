import { buildIcs } from '@/lib/calendar/ics';
import { findBookingByToken } from '@/features/booking/data/manage-links';
import { PRIVATE_LINK_HEADERS } from '@/lib/server/private-link-headers';

/** The booking as an iCalendar file in the salon's time zone ("Add to calendar"). */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const booking = await findBookingByToken((await params).token);
  if (!booking) return new Response('Not found', { status: 404 });
  const ics = buildIcs({
    uid: `${booking.id}@salon-booking`,
    start: booking.start,
    end: booking.end,
    timeZone: booking.timeZone,
    summary: `${booking.serviceName} at ${booking.salonName}`,
    location: booking.salonAddress,
    description: [booking.salonPhone && `Salon phone: ${booking.salonPhone}`, booking.notes && `Your requests: ${booking.notes}`]
      .filter(Boolean)
      .join('\n'),
    cancelled: booking.status === 'cancelled',
  });
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      ...PRIVATE_LINK_HEADERS,
    },
  });
}
