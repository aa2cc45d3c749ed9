'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations, type Messages } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { bookAppointment, loadDaySlots } from '@/features/booking/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SlotView } from '@/features/booking/data/day-slots';
import type { BookingConfirmation as Confirmation, BookingResult } from '@/features/booking/data/public-booking';
import type { BookableService, PublicStylist } from '@/features/booking/data/public-services';
import type { BookingFieldErrors } from '@/lib/validation/booking';
import { fail } from '@/lib/result';
import { ANY_STYLIST, BOOKING_LIMITS, firstMissingInOrder, type BookingErrorCode } from '@/lib/validation/booking-rules';
import { MAX_DATES_SHOWN } from '@/lib/scheduling/constants';
import { BookingConfirmation } from './booking-confirmation';
import { dateChoicesOf, type DateChoice, serviceChoicesOf, slotChoicesOf, stylistChoicesOf } from './booking-choices';
import { stylistDoes } from '@/lib/scheduling/stylists';
import { BookingRulesNote, type BookingRulesWords } from './booking-rules-note';
import { ChoiceGrid } from './choice-grid';
import { ensureCsrfToken } from './csrf-token';

/** `stylists` is empty where the salon does not let visitors choose one. */
type Props = { salonId: string; services: BookableService[]; dates: DateChoice[]; stylists: PublicStylist[]; rules: BookingRulesWords };

type SlotState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; date: string; slots: SlotView[] };

type FormValues = Record<keyof BookingFieldErrors, string>;

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

const emptyValues = (salonId: string, csrfToken: string): FormValues => ({
  salonId,
  serviceId: '',
  stylistId: ANY_STYLIST,
  date: '',
  time: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  notes: '',
  csrfToken,
});

export function BookingForm({ salonId, services, dates, stylists, rules }: Props) {
  const t = useTranslations('Booking');
  const server = useTranslations('Server');
  const locale = useLocale();
  // No client-side schema library: the spec's order is checked here, formats and limits on
  // the server (its fieldErrors are shown under the fields). Keeps zod out of this bundle.
  const form = useForm<FormValues>({ defaultValues: emptyValues(salonId, '') });
  const { register, setValue, reset, handleSubmit, control, formState, clearErrors } = form;
  const [serviceId, stylistId, date, time, notes, csrfToken] = useWatch({ control, name: ['serviceId', 'stylistId', 'date', 'time', 'notes', 'csrfToken'] });
  const [slotState, setSlotState] = useState<SlotState>({ status: 'idle' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const booking = useFormAction({ form, fallback: server('submissionError') });
  // The horizon's dates, MAX_DATES_SHOWN at a time.
  const [datePage, setDatePage] = useState(0);
  const inFlight = useRef(false);
  const fetchSlots = useCallback(
    (day: { serviceId: string; date: string; stylistId: string }) => loadDaySlots(salonId, day.serviceId, day.date, day.stylistId, locale).catch(() => null),
    [salonId, locale],
  );
  const slots = useLatestRequest(fetchSlots, 0);

  useEffect(() => setValue('csrfToken', ensureCsrfToken()), [setValue]);

  /** Changing the service, the stylist or the date clears the time and loads that day's times. */
  function loadSlots(nextServiceId: string, nextDate: string, nextStylistId = stylistId) {
    setValue('time', '');
    if (!nextDate || !nextServiceId) {
      slots.cancel();
      setSlotState({ status: 'idle' });
      return;
    }
    setSlotState({ status: 'loading' });
    slots.schedule({ serviceId: nextServiceId, date: nextDate, stylistId: nextStylistId }, (result) =>
      setSlotState(result?.ok ? { status: 'ready', date: nextDate, slots: result.data } : { status: 'error', message: result?.message ?? server('slotsFailed') }),
    );
  }

  function pick(field: 'serviceId' | 'stylistId' | 'date' | 'time', value: string) {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
    if (field === 'serviceId') {
      // A stylist who does not do the new service gives way to "Any stylist".
      const keeps = stylists.some((s) => s.id === stylistId && stylistDoes(s, value));
      if (!keeps) setValue('stylistId', ANY_STYLIST);
      loadSlots(value, date, keeps ? stylistId : ANY_STYLIST);
    }
    if (field === 'stylistId') loadSlots(serviceId, date, value);
    if (field === 'date') loadSlots(serviceId, value);
  }

  async function submit(values: FormValues) {
    if (inFlight.current) return; // a second submit while one is in flight is ignored
    clearErrors();
    const missing = firstMissingInOrder(values);
    inFlight.current = true;
    const result = await booking.run(() =>
      missing ? Promise.resolve(missingFailure(missing as keyof typeof MISSING_MESSAGE_KEYS, values, server)) : bookAppointment(values, locale),
    );
    inFlight.current = false;
    if (result.ok) {
      toast.success(server('bookedToast'));
      setConfirmation(result.data);
      reset(emptyValues(salonId, values.csrfToken));
      loadSlots('', '', ANY_STYLIST);
    } else if ('slots' in result && result.slots) {
      setSlotState({ status: 'ready', date: values.date, slots: result.slots });
      setValue('time', '');
    }
  }

  if (confirmation) return <BookingConfirmation booking={confirmation} rules={rules} onBookAnother={() => setConfirmation(null)} />;

  const errors = formState.errors;
  const readySlots = slotState.status === 'ready' && slotState.date === date ? slotState.slots : null;
  const chosenDate = dates.find((d) => d.date === date);
  const slotChoices = slotChoicesOf(readySlots ?? [], chosenDate?.label, t);
  const pages = Math.ceil(dates.length / MAX_DATES_SHOWN);
  const shownDates = dates.slice(datePage * MAX_DATES_SHOWN, (datePage + 1) * MAX_DATES_SHOWN);
  const freeCount = readySlots?.filter((s) => s.available).length ?? 0;

  return (
    <form onSubmit={(event) => handleSubmit(submit)(event)} noValidate className="space-y-8" aria-busy={booking.pending}>
      <input type="hidden" {...register('salonId')} />
      <input type="hidden" {...register('csrfToken')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="customerName" label={t('yourName')} required error={errors.customerName?.message}>
          <Input autoComplete="name" maxLength={BOOKING_LIMITS.name} {...register('customerName')} />
        </Field>
        <Field id="customerPhone" label={t('phone')} required error={errors.customerPhone?.message}>
          {/* No maxLength: brackets and dots do not count (the phone profile drops them), and a
              too-long number gets the server's message instead of silently losing its last digits. */}
          <Input type="tel" autoComplete="tel" {...register('customerPhone')} />
        </Field>
        <Field id="customerEmail" label={t('email')} error={errors.customerEmail?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} {...register('customerEmail')} />
        </Field>
      </div>

      <ChoiceGrid
        legend={t('selectService')}
        name="serviceId"
        choices={serviceChoicesOf(services, t)}
        value={serviceId}
        onChange={(value) => pick('serviceId', value)}
        error={errors.serviceId?.message}
        empty={t('noServices')}
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
          error={errors.stylistId?.message}
          className="grid-cols-2 sm:grid-cols-4"
          itemClassName="px-3 py-2 text-center"
        />
      )}

      <div>
        <ChoiceGrid
          legend={t('selectDate')}
          name="date"
          choices={dateChoicesOf(shownDates, t)}
          value={date}
          onChange={(value) => pick('date', value)}
          error={errors.date?.message}
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
          error={errors.time?.message}
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
        <p aria-live="polite" className="sr-only">
          {readySlots ? t('timesAvailable', { count: freeCount, date: chosenDate?.labelWithoutYear ?? '' }) : ''}
        </p>
      </div>

      <Field
        id="notes"
        label={t('notes')}
        error={errors.notes?.message}
        description={
          <span className="block text-right text-xs">
            {(notes ?? '').length}/{BOOKING_LIMITS.notes}
          </span>
        }
      >
        <Textarea maxLength={BOOKING_LIMITS.notes} {...register('notes')} />
      </Field>

      <BookingRulesNote rules={rules} />

      {booking.failure && <Alert>{booking.failure}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={booking.pending || !csrfToken || services.length === 0}>
        {booking.pending ? t('booking') : t('book')}
      </Button>
    </form>
  );
}
