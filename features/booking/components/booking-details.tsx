import { useLocale, useTranslations } from 'next-intl';
import { zoneName } from '@/lib/format/zone-name';
import type { ReactNode } from 'react';

/**
 * The details list of a booking, as its confirmation and its manage page show it: a label and a
 * value a row. A value breaks anywhere: a name or an e-mail address can be one 100- or
 * 255-character word, wider than a phone.
 */
export function BookingDetails({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

/** One row of the details list. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </>
  );
}

type BookedPart = { serviceName: string; startTime: string; endTime: string; stylistName?: string };
type BookedSlot = { serviceName: string; priceLabel: string; startTime: string; endTime: string; timeZone: string; stylistName?: string; parts?: BookedPart[] };

/**
 * The Service, Stylist (when named), Date and Time rows: what was booked, with whom and when, in
 * the salon's zone, named in words ('Central European Time'), not by its id. Rendered on the
 * server (the manage page) or only in the browser (the confirmation), never both: the names
 * Intl gives may differ between Node and a browser. A visit of several services adds a row per
 * part with its times (and stylist).
 */
export function BookedSlotDetails({ booking, dateLabel }: { booking: BookedSlot; dateLabel: string }) {
  const t = useTranslations('Details');
  const locale = useLocale();
  return (
    <>
      <Detail label={t('service')}>
        {booking.serviceName} · {booking.priceLabel}
      </Detail>
      {booking.stylistName && <Detail label={t('stylist')}>{booking.stylistName}</Detail>}
      <Detail label={t('date')}>{dateLabel}</Detail>
      <Detail label={t('time')}>
        {booking.startTime} - {booking.endTime} <span className="text-muted-foreground">({zoneName(booking.timeZone, locale)})</span>
      </Detail>
      {booking.parts &&
        booking.parts.length > 1 &&
        booking.parts.map((part, i) => (
          <Detail key={i} label={t('visitPart', { number: i + 1 })}>
            {t(part.stylistName ? 'visitPartWithStylist' : 'visitPartTimes', { service: part.serviceName, start: part.startTime, end: part.endTime, stylist: part.stylistName ?? '' })}
          </Detail>
        ))}
    </>
  );
}
