'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { bookAppointment, loadDaySlots } from '@/app/book/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SlotView } from '@/lib/data/day-slots';
import type { BookingConfirmation as Confirmation } from '@/lib/data/public-booking';
import type { BookableService } from '@/lib/data/public-services';
import type { BookableDate } from '@/lib/scheduling/dates';
import type { BookingFieldErrors } from '@/lib/validation/booking';
import {
  BOOKING_ERROR_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_SUCCESS_MESSAGE,
  CSRF_COOKIE,
  bookingErrorMessage,
  firstMissingInOrder,
  type BookingErrorCode,
} from '@/lib/validation/booking-rules';
import { BookingConfirmation } from './booking-confirmation';
import { ChoiceGrid, type Choice } from './choice-grid';

/** A bookable date with its words, written on the server (keeps date-fns out of this bundle). */
export type DateChoice = BookableDate & { label: string; labelWithoutYear: string };

type Props = { salonId: string; services: BookableService[]; dates: DateChoice[] };

type SlotState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; date: string; slots: SlotView[] };

function randomToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Spec point 7: the token is generated in the browser and kept in session storage; it goes to
 * the server both as a cookie and as a payload field (double submit). Path=/ because a cookie
 * on /book would not be sent to /book-luxury.
 */
function ensureCsrfToken(): string {
  let token = randomToken();
  try {
    token = sessionStorage.getItem(CSRF_COOKIE) || token;
    sessionStorage.setItem(CSRF_COOKIE, token);
  } catch {
    // Storage blocked (private mode, policies): the token lives for this page only.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
  return token;
}

type FormValues = Record<keyof BookingFieldErrors, string>;

/** Which fields a spec-order miss points at (shown under them). */
function fieldsMissing(code: BookingErrorCode, values: FormValues): (keyof FormValues)[] {
  const blank = (field: keyof FormValues) => !values[field]?.trim();
  const candidates: Partial<Record<BookingErrorCode, (keyof FormValues)[]>> = {
    SERVICE_NOT_SELECTED: ['serviceId'],
    DATETIME_NOT_SELECTED: ['date', 'time'],
    REQUIRED_FIELDS_MISSING: ['customerName', 'customerPhone'],
  };
  return (candidates[code] ?? []).filter(blank);
}

const emptyValues = (salonId: string, csrfToken: string): FormValues => ({
  salonId,
  serviceId: '',
  date: '',
  time: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  notes: '',
  csrfToken,
});

export function BookingForm({ salonId, services, dates }: Props) {
  // No client-side schema library: the spec's order is checked here, formats and limits on
  // the server (its fieldErrors are shown under the fields). Keeps zod out of this bundle.
  const { register, setValue, reset, handleSubmit, control, formState, setError, clearErrors } = useForm<FormValues>({
    defaultValues: emptyValues(salonId, ''),
  });
  const [serviceId, date, time, notes, csrfToken] = useWatch({ control, name: ['serviceId', 'date', 'time', 'notes', 'csrfToken'] });
  const [slotState, setSlotState] = useState<SlotState>({ status: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const slotRequest = useRef(0);

  useEffect(() => setValue('csrfToken', ensureCsrfToken()), [setValue]);

  /** Changing the service or the date clears the time and loads that day's times. */
  function loadSlots(nextServiceId: string, nextDate: string) {
    setValue('time', '');
    const request = ++slotRequest.current;
    if (!nextDate || !nextServiceId) {
      setSlotState({ status: 'idle' });
      return;
    }
    setSlotState({ status: 'loading' });
    loadDaySlots(salonId, nextServiceId, nextDate)
      .then((result) => {
        if (request !== slotRequest.current) return;
        setSlotState(result.ok ? { status: 'ready', date: nextDate, slots: result.data } : { status: 'error', message: result.message });
      })
      .catch(() => request === slotRequest.current && setSlotState({ status: 'error', message: 'Failed to load available time slots' }));
  }

  function pick(field: 'serviceId' | 'date' | 'time', value: string) {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
    if (field === 'serviceId') loadSlots(value, date);
    if (field === 'date') loadSlots(serviceId, value);
  }

  function showError(message: string) {
    setFormError(message);
    toast.error(message);
  }

  async function submit(values: FormValues) {
    if (inFlight.current) return; // a second submit while one is in flight is ignored
    clearErrors();
    const missing = firstMissingInOrder(values);
    if (missing) {
      const message = bookingErrorMessage(missing);
      for (const field of fieldsMissing(missing, values)) setError(field, { message });
      showError(message);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await bookAppointment(values);
      if (result.ok) {
        toast.success(BOOKING_SUCCESS_MESSAGE);
        setConfirmation(result.data);
        reset(emptyValues(salonId, values.csrfToken));
        loadSlots('', '');
        return;
      }
      showError(result.message);
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof FormValues, { message });
      if (result.slots) {
        setSlotState({ status: 'ready', date: values.date, slots: result.slots });
        setValue('time', '');
      }
    } catch {
      showError(BOOKING_ERROR_MESSAGES.SUBMISSION_ERROR);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (confirmation) return <BookingConfirmation booking={confirmation} onBookAnother={() => setConfirmation(null)} />;

  const errors = formState.errors;
  const serviceChoices: Choice[] = services.map((s) => ({
    value: s.id,
    label: `${s.name}, ${s.durationMinutes} minutes, ${s.priceLabel}`,
    title: s.tooltip ?? undefined,
    content: (
      <>
        <span className="block font-medium">{s.name}</span>
        <span className="block text-sm text-muted-foreground">{s.durationMinutes} minutes</span>
        <span className="mt-1 block text-sm font-semibold text-primary">{s.priceLabel}</span>
      </>
    ),
  }));
  const dateChoices: Choice[] = dates.map((d) => ({
    value: d.date,
    disabled: !d.available,
    title: d.reason,
    label: `${d.label}${d.reason ? `, unavailable: ${d.reason}` : ''}`,
    content: (
      <>
        <span className="block text-xs uppercase tracking-wide">{d.monthLabel}</span>
        <span className="block text-xl font-semibold leading-tight">{d.dayNumber}</span>
        <span className="block text-xs">{d.weekday.slice(0, 3)}</span>
      </>
    ),
  }));
  const readySlots = slotState.status === 'ready' && slotState.date === date ? slotState.slots : null;
  const chosenDate = dates.find((d) => d.date === date);
  const slotChoices: Choice[] = (readySlots ?? []).map((s) => ({
    value: s.time,
    disabled: !s.available,
    title: s.reason,
    label: `${chosenDate?.label} at ${s.time}${s.reason ? `, unavailable: ${s.reason}` : ''}`,
    content: s.time,
  }));
  const freeCount = readySlots?.filter((s) => s.available).length ?? 0;

  return (
    <form onSubmit={(event) => handleSubmit(submit)(event)} noValidate className="space-y-8" aria-busy={submitting}>
      <input type="hidden" {...register('salonId')} />
      <input type="hidden" {...register('csrfToken')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="customerName" label="Your Name" required error={errors.customerName?.message}>
          <Input autoComplete="name" maxLength={BOOKING_LIMITS.name} {...register('customerName')} />
        </Field>
        <Field id="customerPhone" label="Phone Number" required error={errors.customerPhone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={BOOKING_LIMITS.phone} {...register('customerPhone')} />
        </Field>
        <Field id="customerEmail" label="Email Address (optional)" error={errors.customerEmail?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} {...register('customerEmail')} />
        </Field>
      </div>

      <ChoiceGrid
        legend="Select Service"
        name="serviceId"
        choices={serviceChoices}
        value={serviceId}
        onChange={(value) => pick('serviceId', value)}
        error={errors.serviceId?.message}
        className="grid-cols-1 sm:grid-cols-2"
        itemClassName="p-4 text-left"
      />

      <ChoiceGrid
        legend="Select Date"
        name="date"
        choices={dateChoices}
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

      {formError && <Alert>{formError}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={submitting || !csrfToken}>
        {submitting ? 'Booking...' : 'Book Appointment'}
      </Button>
    </form>
  );
}
