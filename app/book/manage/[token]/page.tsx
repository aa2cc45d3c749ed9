import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ManageBooking } from '@/features/booking/components/manage-booking';
import { loadRescheduleChoices } from '@/features/booking/load-reschedule';
import { bookingByToken, visitorLocale } from '@/features/booking/visitor-locale';
import { formatLongDate } from '@/lib/format/dates';
import { isLocale } from '@/lib/i18n/locale';
import { serverMessages } from '@/lib/i18n/server-messages';
import { MANAGE_ERROR_MESSAGES, manageErrorMessage } from '@/lib/validation/booking-rules';

// A private link: keep it out of search engines and out of Referer headers.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Manage'))('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Query = { cancelled?: string; rescheduled?: string; cancel?: string; change?: string; date?: string; from?: string; error?: string; reminders?: string; lang?: string };
type Props = { params: Promise<{ token: string }>; searchParams: Promise<Query> };

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const booking = await bookingByToken(token);
  if (!booking) notFound();
  const locale = await visitorLocale();
  const render = serverMessages(locale);
  const reschedule = query.change && booking.changeable ? await loadRescheduleChoices(token, booking, { from: query.from, date: query.date }, locale) : null;
  return (
    <ManageBooking
      booking={{ ...booking, serviceName: render(booking.serviceName), priceLabel: render(booking.priceLabel) }}
      token={token}
      locale={locale}
      chosenLanguage={isLocale(query.lang) ? query.lang : null}
      dateLabel={formatLongDate(booking.date, { language: locale })}
      notice={query.cancelled ? 'cancelled' : query.rescheduled ? 'moved' : null}
      confirmingCancel={query.cancel === 'confirm'}
      reschedule={reschedule}
      confirmingStop={query.reminders === 'stop'}
      errorMessage={query.error ? render(manageErrorMessage(query.error) ?? MANAGE_ERROR_MESSAGES.NOT_FOUND) : null}
    />
  );
}
