import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { rescheduleBooking } from '@/features/booking/actions';
import type { SlotView } from '@/features/booking/data/day-slots';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locale';
import { cx } from '@/lib/ui/cx';
import type { DateChoice } from './booking-choices';
import { LanguageField } from './language-switch';

/** A link to the manage page with these query parameters (its language kept) and fragment. */
export type ManageHref = (query?: Record<string, string | undefined>, fragment?: string) => string;

export type RescheduleChoices = {
  dates: DateChoice[];
  /** Where the neighbouring pages of the date list start (null: none inside the horizon). */
  previousFrom: string | null;
  nextFrom: string | null;
  /** The date the visitor picked and its free times (null: not loaded, e.g. no date yet). */
  date: DateChoice | null;
  slots: SlotView[] | null;
};

const card = 'block rounded-md border px-1 py-2 text-center';

/**
 * Moving a booking from its manage link, without scripts: the dates are links that load the
 * day's free times for the same service (and stylist), and the times are a form that moves it.
 */
export function RescheduleSection({
  token,
  href,
  language,
  stylistName,
  choices,
}: {
  token: string;
  href: ManageHref;
  /** The language the page's address names: the move's redirect keeps it. */
  language: Locale | null;
  stylistName?: string;
  choices: RescheduleChoices;
}) {
  const t = useTranslations('Manage');
  const booking = useTranslations('Booking');
  const at = (date: string) => href({ change: '1', from: choices.dates[0]?.date, date }, 'reschedule');
  const pageLink = (from: string) => href({ change: '1', from }, 'reschedule');
  const free = choices.slots?.filter((slot) => slot.available) ?? [];
  return (
    <section id="reschedule" aria-labelledby="reschedule-heading" className="space-y-4 rounded-md border border-primary/40 bg-primary/5 p-4">
      <div className="space-y-1">
        <h2 id="reschedule-heading" className="font-semibold">
          {t('changeHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('changeHint', { stylist: stylistName ?? 'none' })}</p>
      </div>
      <nav aria-label={booking('selectDate')}>
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {choices.dates.map((d) => (
            <li key={d.date}>
              {d.available ? (
                <Link
                  href={at(d.date)}
                  scroll={false}
                  aria-label={d.label}
                  aria-current={choices.date?.date === d.date ? 'date' : undefined}
                  className={cx(card, 'hover:border-primary', choices.date?.date === d.date && 'border-primary bg-primary text-primary-foreground')}
                >
                  <DateCard date={d} />
                </Link>
              ) : (
                <span title={d.reason} aria-label={booking('unavailableLabel', { label: d.label, reason: d.reason ?? '' })} className={cx(card, 'bg-muted text-muted-foreground line-through')}>
                  <DateCard date={d} />
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-2 flex justify-between gap-2 text-sm">
          {choices.previousFrom ? (
            <Link href={pageLink(choices.previousFrom)} scroll={false} className="text-primary underline underline-offset-4">
              {booking('earlierDates')}
            </Link>
          ) : (
            <span />
          )}
          {choices.nextFrom && (
            <Link href={pageLink(choices.nextFrom)} scroll={false} className="text-primary underline underline-offset-4">
              {booking('laterDates')}
            </Link>
          )}
        </div>
      </nav>
      {choices.date && (
        <form key={choices.date.date} action={rescheduleBooking.bind(null, token)} className="space-y-3">
          <input type="hidden" name="date" value={choices.date.date} />
          <LanguageField language={language} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{choices.date.label}</legend>
            {free.length === 0 ? (
              <p className="rounded-md border border-dashed px-4 py-4 text-center text-sm text-muted-foreground">{booking('noTimes')}</p>
            ) : (
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {free.map((slot) => (
                  <label key={slot.time} className="relative block cursor-pointer">
                    <input
                      type="radio"
                      name="time"
                      value={slot.time}
                      required
                      aria-label={booking('slotLabel', { date: choices.date!.label, time: slot.time })}
                      className="peer sr-only"
                    />
                    <span className="block rounded-md border py-2 text-center tabular-nums peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-primary">
                      {slot.time}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            {free.length > 0 && <Button type="submit">{t('move')}</Button>}
            <KeepBookingLink href={href} />
          </div>
        </form>
      )}
      {!choices.date && (
        <KeepBookingLink href={href} />
      )}
    </section>
  );
}

/** Back to the booking as it is: leaves the cancel question or the move picker, changing nothing. */
export function KeepBookingLink({ href }: { href: ManageHref }) {
  const t = useTranslations('Manage');
  return (
    <Button asChild variant="outline">
      <Link href={href()} replace scroll={false}>
        {t('keep')}
      </Link>
    </Button>
  );
}

function DateCard({ date }: { date: DateChoice }) {
  return (
    <>
      <span className="block text-xs uppercase tracking-wide">{date.monthLabel}</span>
      <span className="block text-xl font-semibold leading-tight">{date.dayNumber}</span>
      <span className="block text-xs">{date.weekdayLabel}</span>
    </>
  );
}
