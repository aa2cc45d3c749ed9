'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { useLocale, useTranslations, type Messages } from 'next-intl';
import { toast } from '@/lib/ui/toast';
import { bookAppointment, loadDaySlots } from '@/features/booking/actions';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AddedService, SlotView } from '@/features/booking/data/day-slots';
import type { BookingConfirmation as Confirmation, BookingResult } from '@/features/booking/data/public-booking';
import type { BookableService, PublicStylist } from '@/features/booking/data/public-services';
import type { BookingFieldErrors } from '@/lib/validation/booking';
import { fail } from '@/lib/result';
import { ANY_STYLIST, BOOKING_LIMITS, firstMissingInOrder } from '@/lib/validation/booking-request';
import type { BookingErrorCode } from '@/lib/validation/booking-rules';
import { MAX_DATES_SHOWN } from '@/lib/scheduling/constants';
import { BookingConfirmation } from './booking-confirmation';
import { dateChoicesOf, type DateChoice, serviceChoicesOf, slotChoicesOf, stylistChoicesOf } from './booking-choices';
import { stylistDoes } from '@/lib/scheduling/stylists';
import { BookingRulesNote, type BookingRulesWords } from './booking-rules-note';
import { ChoiceGrid } from './choice-grid';
import { useCsrfToken } from './csrf-token';
import { VisitServices } from './visit-services';

/** `stylists` is empty where the salon does not let visitors choose one. */
type Props = { salonId: string; services: BookableService[]; dates: DateChoice[]; stylists: PublicStylist[]; rules: BookingRulesWords };

type SlotState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; date: string; slots: SlotView[] };

type FormValues = Record<Exclude<keyof BookingFieldErrors, 'moreServiceIds' | 'moreStylistIds'>, string>;

/** The choices made on the cards (radio groups whose state the form keeps). */
type Picks = Pick<FormValues, 'serviceId' | 'stylistId' | 'date' | 'time'>;

/** The fields the form shows an error under; a message for any other joins the alert. */
const SHOWN_FIELDS = ['customerName', 'customerPhone', 'customerEmail', 'serviceId', 'stylistId', 'date', 'time', 'notes'] as const;
type ShownField = (typeof SHOWN_FIELDS)[number];

type ServerWords = ReturnType<typeof useTranslations<'Server'>>;

/** The codes the browser finds itself (firstMissingInOrder), by their message's key. */
const MISSING_MESSAGE_KEYS = {
  SALON_DATA_MISSING: 'salonDataMissing',
  SERVICE_NOT_SELECTED: 'serviceNotSelected',
  DATETIME_NOT_SELECTED: 'dateTimeNotSelected',
  REQUIRED_FIELDS_MISSING: 'requiredFieldsMissing',
  CSRF_INVALID: 'csrfInvalid',
} as const satisfies Partial<Record<BookingErrorCode, keyof Messages['Server']>>;

/** A spec-order miss as a failure, pointing at the fields it is about (shown under them). */
function missingFailure(code: keyof typeof MISSING_MESSAGE_KEYS, values: FormValues, server: ServerWords): BookingResult {
  const blank = (field: keyof FormValues) => !values[field]?.trim();
  const candidates: Partial<Record<BookingErrorCode, (keyof FormValues)[]>> = {
    SERVICE_NOT_SELECTED: ['serviceId'],
    DATETIME_NOT_SELECTED: ['date', 'time'],
    REQUIRED_FIELDS_MISSING: ['customerName', 'customerPhone'],
  };
  const message = server(MISSING_MESSAGE_KEYS[code]);
  return fail(code, message, Object.fromEntries((candidates[code] ?? []).filter(blank).map((field) => [field, message])));
}

const NO_PICKS: Picks = { serviceId: '', stylistId: ANY_STYLIST, date: '', time: '' };

export function BookingForm({ salonId, services, dates, stylists, rules }: Props) {
  const t = useTranslations('Booking');
  const server = useTranslations('Server');
  const locale = useLocale();
  // No form library and no client-side schema: a native form whose typed fields the browser
  // keeps; the spec's order is checked here, formats and limits on the server (its fieldErrors
  // are shown under the fields). Keeps react-hook-form and zod out of this bundle.
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const { serviceId, stylistId, date, time } = picks;
  // The services added to the visit after the first, in order (none: a single service, as the spec's flow).
  const [added, setAdded] = useState<AddedService[]>([]);
  const [notesLength, setNotesLength] = useState(0);
  const csrfToken = useCsrfToken();
  const [slotState, setSlotState] = useState<SlotState>({ status: 'idle' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Without a stylist choice on the page, a stylist's message joins the alert.
  const shownFields = stylists.length > 0 ? SHOWN_FIELDS : SHOWN_FIELDS.filter((field) => field !== 'stylistId');
  const booking = useServerForm({ fields: shownFields, toast: true, fallback: server('submissionError') });
  // The horizon's dates, MAX_DATES_SHOWN at a time.
  const [datePage, setDatePage] = useState(0);
  const fetchSlots = useCallback(
    (day: { serviceId: string; date: string; stylistId: string; added: AddedService[] }) =>
      loadDaySlots(salonId, day.serviceId, day.date, day.stylistId, locale, day.added.length ? day.added : undefined).catch(() => null),
    [salonId, locale],
  );
  const slots = useLatestRequest(fetchSlots, 0);

  /** Changing the service, the stylist or the date clears the time and loads that day's times. */
  function loadSlots(nextServiceId: string, nextDate: string, nextStylistId = stylistId, nextAdded = added) {
    if (!nextDate || !nextServiceId) {
      slots.cancel();
      setSlotState({ status: 'idle' });
      return;
    }
    setSlotState({ status: 'loading' });
    slots.schedule({ serviceId: nextServiceId, date: nextDate, stylistId: nextStylistId, added: nextAdded }, (result) =>
      setSlotState(result?.ok ? { status: 'ready', date: nextDate, slots: result.data } : { status: 'error', message: result?.message ?? server('slotsFailed') }),
    );
  }

  function pick(field: keyof Picks, value: string) {
    booking.clearError(field);
    if (field === 'time') return setPicks({ ...picks, time: value });
    if (field === 'serviceId') {
      // A stylist who does not do the new service gives way to "Any stylist".
      const keeps = stylists.some((s) => s.id === stylistId && stylistDoes(s, value));
      const nextStylistId = keeps ? stylistId : ANY_STYLIST;
      setPicks({ ...picks, serviceId: value, stylistId: nextStylistId, time: '' });
      loadSlots(value, date, nextStylistId);
    }
    if (field === 'stylistId') {
      setPicks({ ...picks, stylistId: value, time: '' });
      loadSlots(serviceId, date, value);
    }
    if (field === 'date') {
      setPicks({ ...picks, date: value, time: '' });
      loadSlots(serviceId, value);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    const values: FormValues = {
      salonId,
      ...picks,
      customerName: typed.customerName ?? '',
      customerPhone: typed.customerPhone ?? '',
      customerEmail: typed.customerEmail ?? '',
      notes: typed.notes ?? '',
      marketingConsent: typed.marketingConsent ?? '',
      csrfToken,
    };
    const missing = firstMissingInOrder(values);
    const visit = { moreServiceIds: added.map((part) => part.serviceId), moreStylistIds: added.map((part) => part.stylist) };
    const result = await booking.run(() =>
      missing ? Promise.resolve(missingFailure(missing as keyof typeof MISSING_MESSAGE_KEYS, values, server)) : bookAppointment({ ...values, ...visit }, locale),
    );
    if (!result) return; // a second submit while one is in flight is ignored
    if (result.ok) {
      // 'We'll contact you soon to confirm' only where the salon still has to confirm it.
      toast.success(server(result.data.status === 'pending' ? 'bookedToast' : 'bookedConfirmedToast'));
      setConfirmation(result.data);
      // The form leaves the page for the confirmation; "Book another" starts it empty.
      setPicks(NO_PICKS);
      setAdded([]);
      setNotesLength(0);
      loadSlots('', '', ANY_STYLIST, []);
    } else if ('slots' in result && result.slots) {
      setSlotState({ status: 'ready', date: values.date, slots: result.slots });
      setPicks((current) => ({ ...current, time: '' }));
    }
  }

  if (confirmation)
    return (
      <BookingConfirmation
        booking={confirmation}
        onBookAnother={() => {
          booking.reset();
          setConfirmation(null);
        }}
      />
    );

  const errors = booking.errors;
  /** A typed field's message goes once the visitor changes it. */
  const typing = (field: ShownField) => ({ name: field, onChange: () => booking.clearError(field) });
  const readySlots = slotState.status === 'ready' && slotState.date === date ? slotState.slots : null;
  const chosenDate = dates.find((d) => d.date === date);
  const slotChoices = slotChoicesOf(readySlots ?? [], chosenDate?.label, t);
  const pages = Math.ceil(dates.length / MAX_DATES_SHOWN);
  const shownDates = dates.slice(datePage * MAX_DATES_SHOWN, (datePage + 1) * MAX_DATES_SHOWN);
  const freeCount = readySlots?.filter((s) => s.available).length ?? 0;

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-busy={booking.pending}>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="customerName" label={t('yourName')} required error={errors.customerName}>
          <Input autoComplete="name" maxLength={BOOKING_LIMITS.name} {...typing('customerName')} />
        </Field>
        <Field id="customerPhone" label={t('phone')} required error={errors.customerPhone}>
          {/* No maxLength: brackets and dots do not count (the phone profile drops them), and a
              too-long number gets the server's message instead of silently losing its last digits. */}
          <Input type="tel" autoComplete="tel" {...typing('customerPhone')} />
        </Field>
        <Field id="customerEmail" label={t('email')} error={errors.customerEmail} className="sm:col-span-2">
          <Input type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} {...typing('customerEmail')} />
        </Field>
      </div>

      <ChoiceGrid
        legend={t('selectService')}
        name="serviceId"
        choices={serviceChoicesOf(services, t)}
        value={serviceId}
        onChange={(value) => pick('serviceId', value)}
        error={errors.serviceId}
        className="grid-cols-1 sm:grid-cols-2"
        itemClassName="p-4 text-left"
      />

      {stylists.length > 0 && (
        <ChoiceGrid
          legend={t('selectStylist')}
          name="stylistId"
          choices={stylistChoicesOf(stylists, serviceId, t)}
          value={stylistId}
          onChange={(value) => pick('stylistId', value)}
          error={errors.stylistId}
          className="grid-cols-2 sm:grid-cols-4"
          itemClassName="px-3 py-2 text-center"
        />
      )}

      {serviceId && (
        <VisitServices
          services={services}
          stylists={stylists}
          added={added}
          onChange={(next) => {
            setAdded(next);
            setPicks({ ...picks, time: '' });
            loadSlots(serviceId, date, stylistId, next);
          }}
          t={t}
        />
      )}

      <div>
        <ChoiceGrid
          legend={t('selectDate')}
          name="date"
          choices={dateChoicesOf(shownDates, t)}
          value={date}
          onChange={(value) => pick('date', value)}
          error={errors.date}
          className="grid-cols-4 sm:grid-cols-5 md:grid-cols-8"
          itemClassName="px-1 py-2 text-center"
        />
        {pages > 1 && (
          <div className="mt-2 flex justify-between gap-2">
            <Button type="button" variant="ghost" size="sm" disabled={datePage === 0} onClick={() => setDatePage(datePage - 1)}>
              {t('earlierDates')}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={datePage >= pages - 1} onClick={() => setDatePage(datePage + 1)}>
              {t('laterDates')}
            </Button>
          </div>
        )}
      </div>

      <div>
        <ChoiceGrid
          legend={t('selectTime')}
          name="time"
          choices={slotChoices}
          value={time}
          onChange={(value) => pick('time', value)}
          error={errors.time}
          className="grid-cols-3 sm:grid-cols-6"
          itemClassName="py-2 text-center tabular-nums"
          empty={
            !date ? (
              t('pickDateFirst')
            ) : !serviceId ? (
              t('pickServiceFirst')
            ) : slotState.status === 'loading' ? (
              t('loadingTimes')
            ) : slotState.status === 'error' ? (
              <span className="text-danger">{slotState.message}</span>
            ) : (
              t('noTimes')
            )
          }
        />
        {slotState.status === 'ready' && serviceId && (
          <p className="mt-2 text-sm">
            <a className="font-medium text-primary underline underline-offset-4" href={`/book/waitlist?${new URLSearchParams({ salon: salonId, service: serviceId, date: slotState.date, stylist: stylistId, lang: locale })}`}>
              {t('joinWaitlist')}
            </a>
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {readySlots ? t('timesAvailable', { count: freeCount, date: chosenDate?.labelWithoutYear ?? '' }) : ''}
        </p>
      </div>

      <Field
        id="notes"
        label={t('notes')}
        error={errors.notes}
        description={
          <span className="block text-right text-xs">
            {notesLength}/{BOOKING_LIMITS.notes}
          </span>
        }
      >
        <Textarea
          maxLength={BOOKING_LIMITS.notes}
          {...typing('notes')}
          onChange={(event) => {
            booking.clearError('notes');
            setNotesLength(event.target.value.length);
          }}
        />
      </Field>

      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" name="marketingConsent" value="1" className="mt-0.5 size-4 shrink-0 accent-primary" />
        <span>{t('marketingConsent')}</span>
      </label>

      <BookingRulesNote rules={rules} />

      {booking.failure && <Alert>{booking.failure}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={booking.pending || !csrfToken || services.length === 0}>
        {booking.pending ? t('booking') : t('book')}
      </Button>
    </form>
  );
}
