import { BellOff, CalendarClock, CalendarPlus, Mail, Phone } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cancelBooking } from '@/features/booking/actions';
import type { ManagedBooking } from '@/features/booking/data/manage-links';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { telLink } from '@/lib/format/contact-links';
import { buildMailto } from '@/lib/format/mailto';
import { LANG_PARAM, type Locale } from '@/lib/i18n/locale';
import { cx } from '@/lib/ui/cx';
import { BookedSlotDetails, BookingDetails, Detail } from './booking-details';
import { LanguageField } from './language-switch';
import { KeepBookingLink, RescheduleSection, type ManageHref, type RescheduleChoices } from './reschedule-section';
import { VisitorCard } from './visitor-card';

type Props = {
  booking: ManagedBooking;
  token: string;
  /** The page's language, and the one its address names (`?lang=`), kept on its links and forms. */
  locale: Locale;
  chosenLanguage: Locale | null;
  /** The booking's date in words, in the page's language. */
  dateLabel: string;
  notice: 'cancelled' | 'moved' | null;
  /** The visitor asked to cancel: the page asks them to confirm (it works without scripts). */
  confirmingCancel: boolean;
  /** The visitor asked to move it: the dates and times it can move to. */
  reschedule: RescheduleChoices | null;
  /** The visitor followed a message's stop link (a GET, which changes nothing): the button is pointed out. */
  confirmingStop: boolean;
  errorMessage: string | null;
};

/** The visitor's private booking page (/book/manage/<token>): the booking, its reminder, Add to calendar, Change time and Cancel. */
export function ManageBooking({ booking, token, locale, chosenLanguage, dateLabel, notice, confirmingCancel, reschedule, confirmingStop, errorMessage }: Props) {
  const t = useTranslations('Manage');
  const details = useTranslations('Details');
  const page = `/book/manage/${token}`;
  const href: ManageHref = (query = {}, fragment) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, [LANG_PARAM]: chosenLanguage ?? undefined })) if (value) params.set(name, value);
    return `${page}${params.size ? `?${params}` : ''}${fragment ? `#${fragment}` : ''}`;
  };
  const live = booking.status !== 'cancelled';
  return (
    <VisitorCard path={page} locale={locale} salonName={booking.salonName}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <Badge variant={live ? 'success' : 'danger'}>{t('status', { status: booking.status })}</Badge>
      </div>
      {notice === 'cancelled' && !live && <Alert variant="info">{t('cancelledNotice')}</Alert>}
      {notice === 'moved' && live && <Alert variant="info">{t('movedNotice')}</Alert>}
      {errorMessage && <Alert>{errorMessage}</Alert>}
      <BookingDetails>
        <Detail label={details('salon')}>{booking.salonName}</Detail>
        <BookedSlotDetails booking={booking} dateLabel={dateLabel} />
        <Detail label={details('name')}>{booking.customerName}</Detail>
        {booking.customerPhone && <Detail label={details('phone')}>{booking.customerPhone}</Detail>}
        {booking.customerEmail && <Detail label={details('email')}>{booking.customerEmail}</Detail>}
        {booking.notes && <Detail label={details('requests')}>{booking.notes}</Detail>}
        {booking.salonAddress && <Detail label={details('address')}>{booking.salonAddress}</Detail>}
        {booking.bookingPolicy && <Detail label={details('policy')}>{booking.bookingPolicy}</Detail>}
      </BookingDetails>
      <Reminders booking={booking} page={page} highlighted={confirmingStop} />
      {booking.changeable && confirmingCancel ? (
        <section aria-labelledby="cancel-heading" className="space-y-3 rounded-md border border-danger/40 bg-danger/5 p-4">
          <h2 id="cancel-heading" className="font-semibold">
            {t('cancelHeading')}
          </h2>
          <p className="text-sm wrap-anywhere">{t('cancelWarning', { service: booking.serviceName, date: dateLabel, time: booking.startTime, salon: booking.salonName })}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <form action={cancelBooking.bind(null, token)}>
              <LanguageField language={chosenLanguage} />
              <Button type="submit" variant="danger" className="w-full">
                {t('confirmCancel')}
              </Button>
            </form>
            <KeepBookingLink href={href} />
          </div>
        </section>
      ) : booking.changeable && reschedule ? (
        <RescheduleSection token={token} href={href} language={chosenLanguage} stylistName={booking.stylistName} choices={reschedule} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {live && (
            <Button asChild variant="outline">
              <a href={`${page}/calendar.ics`} download="appointment.ics">
                <CalendarPlus aria-hidden className="size-4" /> {t('addToCalendar')}
              </a>
            </Button>
          )}
          {booking.changeable && (
            <>
              <Button asChild variant="outline">
                <Link href={href({ change: '1' }, 'reschedule')} scroll={false}>
                  <CalendarClock aria-hidden className="size-4" /> {t('change')}
                </Link>
              </Button>
              <Button asChild variant="danger" className="sm:ml-auto">
                <Link href={href({ cancel: 'confirm' })} replace scroll={false}>
                  {t('cancel')}
                </Link>
              </Button>
            </>
          )}
        </div>
      )}
      {live && !booking.changeable && (
        <Alert variant="info">
          {booking.started ? t('closedStarted', { salon: booking.salonName }) : t('closedWindow', { hours: booking.changeWindowHours, salon: booking.salonName })}
        </Alert>
      )}
      <SalonContact booking={booking} />
      {booking.salonSlug && (
        <p className="text-sm wrap-anywhere">
          <Link href={`/book/${booking.salonSlug}${chosenLanguage ? `?${LANG_PARAM}=${chosenLanguage}` : ''}`} className="text-primary underline underline-offset-4">
            {t('bookAnother', { salon: booking.salonName })}
          </Link>
        </p>
      )}
    </VisitorCard>
  );
}

/** Whether the reminder e-mail is on, with the button that stops it (a form: it works without scripts). */
function Reminders({ booking, page, highlighted }: { booking: ManagedBooking; page: string; highlighted: boolean }) {
  const t = useTranslations();
  if (booking.reminders === 'none') return null;
  return (
    <section
      id="reminders"
      aria-labelledby="reminders-heading"
      className={cx('flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between', highlighted && booking.reminders === 'on' && 'border-primary/50 bg-primary/5')}
    >
      <div className="space-y-1">
        <h2 id="reminders-heading" className="font-semibold">
          {t('Manage.remindersHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">{booking.reminders === 'on' ? t('Manage.remindersOn') : t('Server.remindersStopped')}</p>
      </div>
      {booking.reminders === 'on' && (
        <form method="post" action={`${page}/stop-reminders`} className="shrink-0">
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            <BellOff aria-hidden className="size-4" /> {t('Manage.stopReminders')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** How to reach the salon (a change the page cannot make, a question). */
function SalonContact({ booking }: { booking: ManagedBooking }) {
  const t = useTranslations('Manage');
  const tel = booking.salonPhone ? telLink(booking.salonPhone) : null;
  const mailto = buildMailto({ to: booking.salonEmail });
  if (!tel && !mailto) return null;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
      <span>{t('contact', { salon: booking.salonName })}</span>
      {tel && (
        <a href={tel} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
          <Phone aria-hidden className="size-4" /> {booking.salonPhone}
        </a>
      )}
      {mailto && (
        <a href={mailto} className="inline-flex items-center gap-1 wrap-anywhere underline-offset-4 hover:underline">
          <Mail aria-hidden className="size-4 shrink-0" /> {booking.salonEmail}
        </a>
      )}
    </div>
  );
}
