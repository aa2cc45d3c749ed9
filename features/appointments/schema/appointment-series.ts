// A standing appointment (issue 36): the New appointment dialog's booking repeated every N weeks,
// K times or until a date, for one client, service and stylist. Shared by the dialog and the
// server actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { repeatedDays } from '@/lib/scheduling/recurrence';
import { calendarDate, isCalendarDate, timeOfDay, wholeNumber } from '@/lib/validation/fields';
import { EDIT_APPOINTMENT_MESSAGES } from '@/lib/validation/appointment-edit';
import { staffBookingSchema } from './staff-booking';

/** A series holds at most this many occurrences (half a year of weekly visits); at least two. */
export const SERIES_LIMITS = { minOccurrences: 2, maxOccurrences: 26, maxEveryWeeks: 12 } as const;

/** An occurrence that cannot be placed is offered the nearest free time that day or on this many days after it. */
export const SERIES_ALTERNATIVE_DAYS = 6;

export const SERIES_MESSAGES = {
  everyWeeks: message('FormErrors.series.everyWeeks', { max: SERIES_LIMITS.maxEveryWeeks }),
  count: message('FormErrors.series.count', { min: SERIES_LIMITS.minOccurrences, max: SERIES_LIMITS.maxOccurrences }),
  untilRequired: message('FormErrors.series.untilRequired'),
  untilBeforeDate: message('FormErrors.untilBeforeDate'),
  tooMany: message('FormErrors.series.tooMany', { max: SERIES_LIMITS.maxOccurrences }),
  notOccurrence: message('FormErrors.series.notOccurrence'),
} as const;

const msg = SERIES_MESSAGES;
const occurrenceDate = calendarDate(msg.notOccurrence);

/**
 * The series: how far apart, how it ends, and staff's explicit choice for the occurrences the
 * check found unplaceable: `skip` leaves those days out, `moves` books one on its alternative.
 * Any other occurrence must place as planned, or nothing is saved.
 */
export const appointmentSeriesSchema = staffBookingSchema
  // A series books one service (docs/decisions.md: a standing visit of several services is not offered).
  .omit({ added_services: true })
  .extend({
    every_weeks: wholeNumber(msg.everyWeeks, 1, SERIES_LIMITS.maxEveryWeeks),
    ends: z.enum(['after', 'on']),
    count: z.preprocess((value) => (value === '' ? null : value), wholeNumber(msg.count, SERIES_LIMITS.minOccurrences, SERIES_LIMITS.maxOccurrences).nullish()),
    until: z.preprocess((value) => (value === '' ? null : value), calendarDate().nullish()),
    skip: z.array(occurrenceDate).max(SERIES_LIMITS.maxOccurrences).default([]),
    moves: z
      .array(z.object({ from: occurrenceDate, date: occurrenceDate, time: timeOfDay(EDIT_APPOINTMENT_MESSAGES.invalidTime) }))
      .max(SERIES_LIMITS.maxOccurrences)
      .default([]),
  })
  .superRefine((data, ctx) => {
    if (data.ends === 'after' && data.count == null) ctx.addIssue({ code: 'custom', path: ['count'], message: msg.count });
    if (data.ends !== 'on' || !isCalendarDate(data.appointment_date)) return;
    if (!data.until) ctx.addIssue({ code: 'custom', path: ['until'], message: msg.untilRequired });
    else if (data.until <= data.appointment_date) ctx.addIssue({ code: 'custom', path: ['until'], message: msg.untilBeforeDate });
    else if (seriesDays({ ...data, until: data.until }).length > SERIES_LIMITS.maxOccurrences) ctx.addIssue({ code: 'custom', path: ['until'], message: msg.tooMany });
  });

export type AppointmentSeriesValues = z.input<typeof appointmentSeriesSchema>;
export type AppointmentSeriesInput = z.output<typeof appointmentSeriesSchema>;

/** The planned days of a series, first to last (one more than the cap when `until` reaches past it, for the check to see). */
export function seriesDays(series: { appointment_date: string; every_weeks: number; ends: 'after' | 'on'; count?: number | null; until?: string | null }): string[] {
  const max = SERIES_LIMITS.maxOccurrences + 1;
  return series.ends === 'after'
    ? repeatedDays(series.appointment_date, { everyWeeks: series.every_weeks, count: series.count ?? SERIES_LIMITS.minOccurrences, max })
    : repeatedDays(series.appointment_date, { everyWeeks: series.every_weeks, until: series.until ?? series.appointment_date, max });
}
