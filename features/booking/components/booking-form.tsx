'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
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
import {
  ANY_STYLIST,
  BOOKING_ERROR_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_SUCCESS_MESSAGE,
  bookingErrorMessage,
  firstMissingInOrder,
  type BookingErrorCode,
} from '@/lib/validation/booking-rules';
import { BookingConfirmation } from './booking-confirmation';
import { dateChoicesOf, type DateChoice, serviceChoicesOf, slotChoicesOf, stylistChoicesOf } from './booking-choices';
import { stylistDoes } from '@/lib/scheduling/stylists';
import { ChoiceGrid } from './choice-grid';
import { ensureCsrfToken } from './csrf-token';

/** `stylists` is empty where the salon does not let visitors choose one. */
type Props = { salonId: string; services: BookableService[]; dates: DateChoice[]; stylists: PublicStylist[] };

type SlotState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; date: string; slots: SlotView[] };

type FormValues = Record<keyof BookingFieldErrors, string>;

/** A spec-order miss as a failure, pointing at the fields it is about (shown under them). */
function missingFailure(code: BookingErrorCode, values: FormValues): BookingResult {
  const blank = (field: keyof FormValues) => !values[field]?.trim();
  const candidates: Partial<Record<BookingErrorCode, (keyof FormValues)[]>> = {
    SERVICE_NOT_SELECTED: ['serviceId'],
    DATETIME_NOT_SELECTED: ['date', 'time'],
    REQUIRED_FIELDS_MISSING: ['customerName', 'customerPhone'],
  };
  const message = bookingErrorMessage(code);
  return fail(code, message, Object.fromEntries((candidates[code] ?? []).filter(blank).map((field) => [field, message])));
}

const SLOTS_FAILED = 'Failed to load available time slots';

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

/** A salon with no active service: nothing can be booked, and the visitor is told why. */
const NO_SERVICES_YET = 'Online booking opens soon: this salon has not published its services yet. Please check back later or contact the salon.';

export function BookingForm({ salonId, services, dates, stylists }: Props) {
  // No client-side schema library: the spec's order is checked here, formats and limits on
  // the server (its fieldErrors are shown under the fields). Keeps zod out of this bundle.
  const form = useForm<FormValues>({ defaultValues: emptyValues(salonId, '') });
  const { register, setValue, reset, handleSubmit, control, formState, clearErrors } = form;
  const [serviceId, stylistId, date, time, notes, csrfToken] = useWatch({ control, name: ['serviceId', 'stylistId', 'date', 'time', 'notes', 'csrfToken'] });
  const [slotState, setSlotState] = useState<SlotState>({ status: 'idle' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const booking = useFormAction({ form, fallback: BOOKING_ERROR_MESSAGES.SUBMISSION_ERROR });
  const inFlight = useRef(false);
  const fetchSlots = useCallback(
    (day: { serviceId: string; date: string; stylistId: string }) => loadDaySlots(salonId, day.serviceId, day.date, day.stylistId).catch(() => null),
    [salonId],
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
      setSlotState(result?.ok ? { status: 'ready', date: nextDate, slots: result.data } : { status: 'error', message: result?.message ?? SLOTS_FAILED }),
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
    const result = await booking.run(() => (missing ? Promise.resolve(missingFailure(missing, values)) : bookAppointment(values)));
    inFlight.current = false;
    if (result.ok) {
      toast.success(BOOKING_SUCCESS_MESSAGE);
      setConfirmation(result.data);
      reset(emptyValues(salonId, values.csrfToken));
      loadSlots('', '', ANY_STYLIST);
    } else if ('slots' in result && result.slots) {
      setSlotState({ status: 'ready', date: values.date, slots: result.slots });
      setValue('time', '');
    }
  }

  if (confirmation) return <BookingConfirmation booking={confirmation} onBookAnother={() => setConfirmation(null)} />;

  const errors = formState.errors;
  const readySlots = slotState.status === 'ready' && slotState.date === date ? slotState.slots : null;
  const chosenDate = dates.find((d) => d.date === date);
  const slotChoices = slotChoicesOf(readySlots ?? [], chosenDate?.label);
  const freeCount = readySlots?.filter((s) => s.available).length ?? 0;

  return (
    <form onSubmit={(event) => handleSubmit(submit)(event)} noValidate className="space-y-8" aria-busy={booking.pending}>
      <input type="hidden" {...register('salonId')} />
      <input type="hidden" {...register('csrfToken')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="customerName" label="Your Name" required error={errors.customerName?.message}>
          <Input autoComplete="name" maxLength={BOOKING_LIMITS.name} {...register('customerName')} />
        </Field>
        <Field id="customerPhone" label="Phone Number" required error={errors.customerPhone?.message}>
          {/* No maxLength: brackets and dots do not count (the phone profile drops them), and a
              too-long number gets the server's message instead of silently losing its last digits. */}
          <Input type="tel" autoComplete="tel" {...register('customerPhone')} />
        </Field>
        <Field id="customerEmail" label="Email Address (optional)" error={errors.customerEmail?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} {...register('customerEmail')} />
        </Field>
      </div>

      <ChoiceGrid
        legend="Select Service"
        name="serviceId"
        choices={serviceChoicesOf(services)}
        value={serviceId}
        onChange={(value) => pick('serviceId', value)}
        error={errors.serviceId?.message}
        empty={NO_SERVICES_YET}
        className="grid-cols-1 sm:grid-cols-2"
        itemClassName="p-4 text-left"
      />

      {stylists.length > 0 && (
        <ChoiceGrid
          legend="Select Stylist"
          name="stylistId"
          choices={stylistChoicesOf(stylists, serviceId)}
          value={stylistId}
          onChange={(value) => pick('stylistId', value)}
          error={errors.stylistId?.message}
          className="grid-cols-2 sm:grid-cols-4"
          itemClassName="px-3 py-2 text-center"
        />
      )}

      <ChoiceGrid
        legend="Select Date"
        name="date"
        choices={dateChoicesOf(dates)}
        value={date}
        onChange={(value) => pick('date', value)}
        error={errors.date?.message}
        className="grid-cols-4 sm:grid-cols-5 md:grid-cols-8"
        itemClassName="px-1 py-2 text-center"
      />

      <div>
        <ChoiceGrid
          legend="Select Time"
          name="time"
          choices={slotChoices}
          value={time}
          onChange={(value) => pick('time', value)}
          error={errors.time?.message}
          className="grid-cols-3 sm:grid-cols-6"
          itemClassName="py-2 text-center tabular-nums"
          empty={
            !date ? (
              'Please select a date first'
            ) : !serviceId ? (
              'Please select a service to see the available times'
            ) : slotState.status === 'loading' ? (
              'Loading available times...'
            ) : slotState.status === 'error' ? (
              <span className="text-danger">{slotState.message}</span>
            ) : (
              'No times available on this day. Please choose another date.'
            )
          }
        />
        <p aria-live="polite" className="sr-only">
          {readySlots ? `${freeCount} ${freeCount === 1 ? 'time' : 'times'} available for ${chosenDate?.labelWithoutYear}` : ''}
        </p>
      </div>

      <Field
        id="notes"
        label="Special Requests (Optional)"
        error={errors.notes?.message}
        description={
          <span className="block text-right text-xs">
            {(notes ?? '').length}/{BOOKING_LIMITS.notes}
          </span>
        }
      >
        <Textarea maxLength={BOOKING_LIMITS.notes} {...register('notes')} />
      </Field>

      {booking.failure && <Alert>{booking.failure}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={booking.pending || !csrfToken || services.length === 0}>
        {booking.pending ? 'Booking...' : 'Book Appointment'}
      </Button>
    </form>
  );
}
