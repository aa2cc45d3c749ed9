/**
 * The staff dashboard's arithmetic (spec points 2, 4 and 9): prices with the unknown-service
 * fallbacks, the calendar's day aggregates and fullness, the next appointments, and weekly
 * (Monday start) and monthly stats that count only confirmed and completed appointments.
 * Every date is a calendar date in the salon's zone.
 */
import { endOfMonth, startOfMonth } from 'date-fns';
import { UNKNOWN_SERVICE, UNKNOWN_SERVICE_CALENDAR_DURATION, type CurrencyInfo } from '../format/money';
import type { AppointmentStatus } from '../validation/appointment';
import { fromCalendarDate, toCalendarDate } from './calendar-date';
import { weekDays, type DateRange } from './calendar-grid';
import { addDays, instantToZonedParts, zonedToInstant } from './zoned-time';

/** Spec point 4: revenue and stats count only these. */
export const REVENUE_STATUSES = ['confirmed', 'completed'] as const satisfies readonly AppointmentStatus[];
/** Spec point 9: a day is full at 12 hours of service. */
export const FULL_DAY_HOURS = 12;
/** Spec point 9: the month view's bar grows 25% per appointment. */
export const MONTH_BAR_PERCENT_PER_APPOINTMENT = 25;
/** Spec point 9: start times shown per day cell. */
export const TIMES_PER_DAY = 3;
/** Spec point 2: the Next Appointments card lists at most 3. */
export const NEXT_APPOINTMENTS_LIMIT = 3;

export const UNKNOWN_CURRENCY: CurrencyInfo = {
  currency_code: UNKNOWN_SERVICE.currency_code,
  currency_symbol: UNKNOWN_SERVICE.currency_symbol,
  symbol_position: UNKNOWN_SERVICE.symbol_position,
  decimal_places: UNKNOWN_SERVICE.decimal_places,
  thousand_separator: UNKNOWN_SERVICE.thousand_separator,
};

export function countsTowardStats(status: AppointmentStatus): boolean {
  return (REVENUE_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** A cancelled appointment frees its time: it is not on the calendar or the day's schedule. */
export function isOnTheBook(status: AppointmentStatus): boolean {
  return status !== 'cancelled';
}

/** A service as services_with_currency prices it. `price` null is "price on request". */
export type ServicePrice = { id: string; name: string; durationMinutes: number; price: number | null; currency: CurrencyInfo };

export type Priced = {
  serviceName: string;
  durationMinutes: number;
  /** 0 when the price is on request. */
  price: number;
  priceOnRequest: boolean;
  currency: CurrencyInfo;
};

/**
 * Each appointment with its service's name, length, price and currency, or the spec's fallbacks;
 * `unknownService` is the fallback's name in the reader's words (UNKNOWN_SERVICE.name worded).
 */
export function priceAppointments<A extends { serviceId: string | null }>(
  appointments: readonly A[],
  services: readonly ServicePrice[],
  unknownService: string,
): (A & Priced)[] {
  const byId = new Map(services.map((service) => [service.id, service]));
  return appointments.map((appointment) => {
    const service = appointment.serviceId ? byId.get(appointment.serviceId) : undefined;
    return {
      ...appointment,
      serviceName: service?.name ?? unknownService,
      durationMinutes: service?.durationMinutes ?? UNKNOWN_SERVICE.duration_minutes,
      price: service?.price ?? UNKNOWN_SERVICE.price,
      priceOnRequest: service?.price === null,
      currency: service?.currency ?? UNKNOWN_CURRENCY,
    };
  });
}

/** The instant a calendar day starts in the zone (01:00 where midnight is skipped by a clock change). */
export function zonedDayStart(date: string, timeZone: string): Date {
  const start = zonedToInstant(date, '00:00', timeZone) ?? zonedToInstant(date, '01:00', timeZone);
  if (!start) throw new RangeError(`Invalid date: ${date}`);
  return start;
}

/** The half-open instant range [from, to) covering the inclusive calendar-date range in the zone. */
export function zonedRange({ start, end }: DateRange, timeZone: string): { from: Date; to: Date } {
  return { from: zonedDayStart(start, timeZone), to: zonedDayStart(addDays(end, 1), timeZone) };
}

/** Monday to Sunday of the week holding `date`. */
export function weekRange(date: string): DateRange {
  const days = weekDays(date);
  return { start: days[0], end: days[6] };
}

/** First to last day of the month holding `date`. */
export function monthRange(date: string): DateRange {
  const day = toCalendarDate(date);
  return { start: fromCalendarDate(startOfMonth(day)), end: fromCalendarDate(endOfMonth(day)) };
}

/**
 * What the calendar and the stats read of appointments: one row each, or (from the database)
 * one row per group of `count` appointments alike in what is read.
 */
type Counted = { count?: number };
const weight = ({ count = 1 }: Counted) => count;

type CalendarAppointment = Counted & { startTime: Date; status: AppointmentStatus; durationMinutes: number };

/**
 * Spec point 3 "Day aggregate for the calendar". The day's appointments themselves are loaded
 * for the selected day only (docs/decisions.md), so a month of them never reaches the browser.
 */
export type DayAggregate = { date: string; count: number; times: string[]; fullnessPercentage: number };

/** Hours a service fills in the calendar: its duration, or 60 minutes when unknown or zero. */
export function calendarHours(durationMinutes: number): number {
  return (durationMinutes > 0 ? durationMinutes : UNKNOWN_SERVICE_CALENDAR_DURATION) / 60;
}

/**
 * The calendar's days, keyed by date in the zone: how many appointments are on the book, the
 * first three distinct start times, and fullness = service hours / 12, at most 100%.
 */
export function dayAggregates(appointments: readonly CalendarAppointment[], timeZone: string): Map<string, DayAggregate> {
  const days = new Map<string, DayAggregate>();
  const sorted = appointments.filter((a) => isOnTheBook(a.status)).sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const hours = new Map<string, number>();
  for (const appointment of sorted) {
    const { date, time } = instantToZonedParts(appointment.startTime, timeZone);
    const day = days.get(date) ?? { date, count: 0, times: [], fullnessPercentage: 0 };
    day.count += weight(appointment);
    if (day.times.length < TIMES_PER_DAY && !day.times.includes(time)) day.times.push(time);
    const total = (hours.get(date) ?? 0) + calendarHours(appointment.durationMinutes) * weight(appointment);
    hours.set(date, total);
    day.fullnessPercentage = Math.min(100, Math.round((total / FULL_DAY_HOURS) * 100));
    days.set(date, day);
  }
  return days;
}

/** The selected day's schedule: the appointments on the book that start that day in the zone, earliest first. */
export function daySchedule<A extends { startTime: Date; status: AppointmentStatus }>(appointments: readonly A[], date: string, timeZone: string): A[] {
  return appointments
    .filter((a) => isOnTheBook(a.status) && instantToZonedParts(a.startTime, timeZone).date === date)
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}

/** Width of the month view's bar: 25% per appointment, at most 100%. */
export function monthBarPercent(count: number): number {
  return Math.min(100, Math.max(0, count) * MONTH_BAR_PERCENT_PER_APPOINTMENT);
}

/** Spec point 3 "Weekly and monthly stats". */
export type PeriodStats = { revenue: number; appointmentCount: number; currencyInfo: CurrencyInfo };

/** Revenue and count of the confirmed and completed appointments given (already limited to the period, earliest first). */
export function periodStats(appointments: readonly (Counted & { status: AppointmentStatus; price: number; currency: CurrencyInfo })[]): PeriodStats {
  const counted = appointments.filter((a) => countsTowardStats(a.status));
  return {
    revenue: counted.reduce((sum, a) => sum + a.price * weight(a), 0),
    appointmentCount: counted.reduce((sum, a) => sum + weight(a), 0),
    currencyInfo: counted[0]?.currency ?? appointments[0]?.currency ?? UNKNOWN_CURRENCY,
  };
}

const NOT_COMING: readonly AppointmentStatus[] = ['cancelled', 'no_show', 'completed'];

/** Up to three appointments still to come or under way at `now`, earliest first. */
export function nextAppointments<A extends { startTime: Date; endTime: Date; status: AppointmentStatus }>(appointments: readonly A[], now: Date): A[] {
  return appointments
    .filter((a) => !NOT_COMING.includes(a.status) && a.endTime.getTime() > now.getTime())
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .slice(0, NEXT_APPOINTMENTS_LIMIT);
}
