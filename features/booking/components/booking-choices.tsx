import type { SlotView } from '@/features/booking/data/day-slots';
import type { BookableService, PublicStylist } from '@/features/booking/data/public-services';
import { stylistDoes } from '@/lib/scheduling/stylists';
import { ANY_STYLIST } from '@/lib/validation/booking-request';
import type { BookableDate } from '@/lib/scheduling/dates';
import type { useTranslations } from 'next-intl';
import type { Choice } from './choice-grid';

/** A bookable date with its words in the visitor's language, written on the server (keeps date-fns out of this bundle). */
export type DateChoice = BookableDate & { label: string; labelWithoutYear: string; weekdayLabel: string };

/** The booking page's words (messages/<locale>.json, `Booking`). */
export type BookingWords = ReturnType<typeof useTranslations<'Booking'>>;

/**
 * The service cards: name, description, length and price, under their category's heading (the
 * data comes sorted by category). The description is on the card, not in a hover title that a
 * phone never shows.
 */
export function serviceChoicesOf(services: BookableService[], t: BookingWords): Choice[] {
  const categorised = services.some((s) => s.category);
  return services.map((s) => ({
    value: s.id,
    label: t('serviceLabel', { name: s.name, minutes: s.durationMinutes, price: s.priceLabel }),
    // Services without a category are listed last, under this heading, when others have one.
    group: categorised ? (s.category ?? t('otherServices')) : undefined,
    content: (
      <>
        <span className="block font-medium wrap-anywhere">{s.name}</span>
        {s.tooltip && <span className="mt-0.5 block text-sm wrap-anywhere text-muted-foreground">{s.tooltip}</span>}
        <span className="mt-1 block text-sm text-muted-foreground">{t('minutes', { minutes: s.durationMinutes })}</span>
        <span className="mt-1 block text-sm font-semibold text-primary">{s.priceLabel}</span>
      </>
    ),
  }));
}

/** The date grid: month, day number and weekday; closed days disabled with their reason. */
export function dateChoicesOf(dates: DateChoice[], t: BookingWords): Choice[] {
  return dates.map((d) => ({
    value: d.date,
    disabled: !d.available,
    title: d.reason,
    label: d.reason ? t('unavailableLabel', { label: d.label, reason: d.reason }) : d.label,
    content: (
      <>
        <span className="block text-xs uppercase tracking-wide">{d.monthLabel}</span>
        <span className="block text-xl font-semibold leading-tight">{d.dayNumber}</span>
        <span className="block text-xs">{d.weekdayLabel}</span>
      </>
    ),
  }));
}

/** The chosen day's times; taken ones disabled with the reason. */
export function slotChoicesOf(slots: SlotView[], dateLabel: string | undefined, t: BookingWords): Choice[] {
  return slots.map((s) => {
    const label = t('slotLabel', { date: dateLabel ?? '', time: s.time });
    return {
      value: s.time,
      disabled: !s.available,
      title: s.reason,
      label: s.reason ? t('unavailableLabel', { label, reason: s.reason }) : label,
      content: s.time,
    };
  });
}

/** "Any stylist" first, then each stylist who does the chosen service, by name only. */
export function stylistChoicesOf(stylists: PublicStylist[], serviceId: string, t: BookingWords): Choice[] {
  const named = stylists.filter((s) => stylistDoes(s, serviceId));
  return [{ id: ANY_STYLIST, name: t('anyStylist') }, ...named].map(({ id, name }) => ({
    value: id,
    label: name,
    content: <span className="block wrap-anywhere">{name}</span>,
  }));
}
