'use client';

import { addMonths } from 'date-fns';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useMemo, useOptimistic, useState, useTransition, type ReactNode } from 'react';
import { LazyAppointmentDialogs } from '@/features/appointments/components/lazy-appointment-dialogs';
import { SalonCalendar } from '@/features/calendar/components/salon-calendar';
import { LazyInstagramImportDialog } from '@/features/appointments/components/instagram-import/lazy-instagram-import-dialog';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { Card } from '@/components/ui/card';
import { fromCalendarDate, toCalendarDate } from '@/lib/scheduling/calendar-date';
import type { CalendarView } from '@/lib/scheduling/calendar-grid';
import { daySchedule, zonedRange } from '@/lib/scheduling/calendar-stats';
import { dateAvailability, openHoursOn } from '@/lib/scheduling/dates';
import type { OpeningHours } from '@/lib/scheduling/opening-hours';
import { addDays, instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { LazyBlockTimeDialog } from '@/features/blocks/components/lazy-block-time-dialog';
import { appointmentSalonOf } from './appointment-salon';
import { DaySchedule } from './day-schedule';
import { LiveRefresh } from './live-refresh';
import { NewAppointments } from './new-marker';
import { MetricsBar, StatCards, dashboardFigures } from './dashboard-figures';
import { mapLoaded, type Loaded } from '@/lib/result';
import type { DashboardAppointment, DashboardData, ScheduleHold } from './dashboard-types';
import { NextAppointmentsCard } from './next-appointments-card';
import { PeriodStatsCard } from './period-stats-card';
import { QueryError } from '@/components/ui/query-error';
import { QuickActions } from './quick-actions';
import type { QuickLink } from '../quick-links';
import { RecentChanges } from './recent-changes';
import { useCompactScreen } from './use-compact-screen';
import { useNow } from './use-now';

/** The blocked (or held) time touching `date` in the salon's zone. */
function blocksOn<T extends { startTime: Date; endTime: Date }>(blocks: T[], date: string, timeZone: string): T[] {
  const { from, to } = zonedRange({ start: date, end: date }, timeZone);
  return blocks.filter((block) => block.startTime < to && block.endTime > from);
}

/** The count's prefix as document.title reads it back (whitespace trimmed). */
const COUNT_PREFIX = /^\(\d+\)\s*/;

/**
 * The tab's title starts with the count of new bookings not yet seen ('(2) Dashboard · …'), so
 * a receptionist sees them from another tab. The server writes the title; this only prefixes
 * it, and takes the prefix away when none is left. Next writes the server's title again after
 * a refresh, sometimes after this effect ran, so the prefix follows every change of <head>.
 */
function useNewBookingsInTitle(count: number) {
  useEffect(() => {
    const prefix = () => {
      const title = document.title.replace(COUNT_PREFIX, '');
      // Between two pages' titles there is none: writing one then would add a <title> of our own.
      if (!title) return;
      const wanted = count > 0 ? `(${count}) ${title}` : title;
      if (document.title !== wanted) document.title = wanted;
    };
    prefix();
    const observer = new MutationObserver(prefix);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      const title = document.title.replace(COUNT_PREFIX, '');
      if (title && title !== document.title) document.title = title;
    };
  }, [count]);
}

function moved(date: string, view: CalendarView, step: -1 | 1): string {
  return view === 'week' ? addDays(date, 7 * step) : fromCalendarDate(addMonths(toCalendarDate(date), step));
}

/** The selected day's schedule when its appointments are loaded (today's always are), else null. */
function scheduleRows(data: DashboardData, date: string): Loaded<DashboardAppointment[]> | null {
  const rows = date === data.date ? data.selected : date === data.today ? data.todays : null;
  return rows && mapLoaded(rows, (list) => daySchedule(list, date, data.salon.timezone));
}

/**
 * The staff dashboard's working area. The selected day and the view live in the address
 * (?date=&view=), so the server loads the matching range and a refresh keeps the place. A
 * newly chosen day shows at once in the calendar; its schedule follows with the server's answer.
 *
 * `dayAfter`: what the selected day shows under its appointments (the page reads it: the day's
 * waiting list). `phoneGuess`: whether the request looked like a phone's (the first render's view).
 */
export function DashboardView({
  data,
  links,
  pollMs,
  refreshMs,
  dayAfter,
  holds = [],
  phoneGuess,
}: {
  data: DashboardData;
  links: readonly QuickLink[];
  pollMs: number;
  refreshMs: number;
  dayAfter?: ReactNode;
  holds?: ScheduleHold[];
  phoneGuess: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const calendarWords = useTranslations('Calendar');
  const closures = useTranslations('Closures');
  const [, startTransition] = useTransition();
  const [date, setDate] = useOptimistic(data.date);
  const [chosenView, setChosenView] = useOptimistic(data.view);
  const [open, setOpen] = useState<DashboardAppointment | null>(null);
  const [importing, setImporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [booking, setBooking] = useState<NewAppointmentRequest | null>(null);
  const compact = useCompactScreen(phoneGuess);
  const now = useNow(data.now);
  const view = chosenView ?? (compact ? 'week' : 'month');
  const { salon, calendar } = data;
  const tz = salon.timezone;
  const openingHours = salon.openingHours as OpeningHours;

  const dialogSalon = appointmentSalonOf(data);
  const activeServices = useMemo(() => data.services.filter((service) => service.isActive), [data.services]);

  const days = useMemo(() => new Map(calendar.ok ? calendar.data.days.map((day) => [day.date, day]) : []), [calendar]);
  const blocks = useMemo(() => (calendar.ok ? calendar.data.blocks : []), [calendar]);
  const blockedDays = useMemo(() => new Set(blocks.map((block) => instantToZonedParts(block.startTime, tz).date)), [blocks, tz]);
  const schedule = scheduleRows(data, date);
  const changes = data.changes.ok ? data.changes.data : null;
  const cursor = changes?.cursor ?? null;
  const newIds = useMemo(
    () => new Set(changes?.unseen.filter((c) => c.kind !== 'cancelled' && c.status !== 'cancelled').map((c) => c.appointmentId)),
    [changes],
  );
  useNewBookingsInTitle(changes?.unseen.filter((c) => c.kind === 'booked' && c.status !== 'cancelled').length ?? 0);
  const figures = dashboardFigures({ todays: data.todays, weekly: data.weekly, now, timeZone: tz });

  const show = (nextDate: string, nextView: CalendarView | null = chosenView) => {
    const params = new URLSearchParams(window.location.search);
    params.set('date', nextDate);
    if (nextView) params.set('view', nextView);
    startTransition(() => {
      setDate(nextDate);
      setChosenView(nextView);
      router.replace(`${pathname}?${params}`, { scroll: false });
    });
  };
  const closedReason = (day: string) => {
    const availability = dateAvailability({ date: day, openingHours, daysOff: salon.daysOff });
    if (availability.available) return undefined;
    const closure = availability.closure;
    if (closure?.kind === 'regular') return closures('regular', { weekday: closure.weekday });
    return closure?.kind === 'special' ? calendarWords('specialClosure') : undefined;
  };

  return (
    <NewAppointments value={newIds}>
      <LiveRefresh salonId={salon.id} cursor={cursor} pollMs={pollMs} refreshMs={refreshMs} />
      {data.servicesError && <QueryError message={data.servicesError} />}
      <MetricsBar figures={figures} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Card className="order-2 p-3 sm:p-4 lg:order-none">
            {calendar.ok ? (
              <SalonCalendar
                date={date}
                today={data.today}
                view={view}
                days={days}
                blockedDays={blockedDays}
                closedReason={closedReason}
                onSelect={(day) => show(day)}
                onMove={(step) => show(moved(date, view, step))}
                onToday={() => show(data.today)}
                onViewChange={(next) => show(date, next)}
              />
            ) : (
              <QueryError message={calendar.message} />
            )}
          </Card>
          <div className="order-4 lg:order-none">
            <StatCards figures={figures} />
          </div>
          <div className="order-3 lg:order-none">
            <DaySchedule
              date={date}
              today={data.today}
              hours={openHoursOn({ date, openingHours, daysOff: salon.daysOff })}
              appointments={schedule}
              stationsEnabled={salon.stationsEnabled}
              stations={dialogSalon.stations}
              stylistsEnabled={salon.stylistsEnabled}
              stylists={dialogSalon.stylists}
              memberId={salon.memberId}
              timeZone={tz}
              salonId={salon.id}
              blocks={blocksOn(blocks, date, tz)}
              onOpen={setOpen}
              onBlockTime={() => setBlocking(true)}
              onNew={setBooking}
              holds={blocksOn(holds, date, tz)}
              after={dayAfter}
            />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          {changes && cursor && (
            <div className="order-1 lg:order-none">
              <RecentChanges salonId={salon.id} cursor={cursor} changes={changes.unseen} count={changes.unseenCount} timeZone={tz} />
            </div>
          )}
          <div className="order-1 lg:order-none">
            <NextAppointmentsCard todays={data.todays} now={now} timeZone={tz} onOpen={setOpen} />
          </div>
          <div className="order-5 lg:order-none">
            <PeriodStatsCard weekly={data.weekly} monthly={data.monthly} />
          </div>
          <div className="order-6 lg:order-none">
            <QuickActions salonId={salon.id} links={links} onNewAppointment={() => setBooking({ date })} onWalkIn={() => setBooking({ date: data.today, walkIn: true })} onImportFromInstagram={() => setImporting(true)} />
          </div>
        </div>
      </div>
      {importing && <LazyInstagramImportDialog open onOpenChange={setImporting} salonId={salon.id} today={data.today} services={activeServices} onShowDay={(day) => show(day)} />}
      {blocking && (
        <LazyBlockTimeDialog open onOpenChange={setBlocking} salonId={salon.id} date={date} stations={salon.stationsEnabled ? dialogSalon.stations.filter((station) => station.isActive) : []} stylists={data.calendar.ok ? data.calendar.data.stylists : []} />
      )}
      {open && <LazyAppointmentDialogs appointment={open} salon={dialogSalon} onClose={() => setOpen(null)} />}
      {booking && (
        <LazyNewAppointmentDialog
          request={booking}
          salon={dialogSalon}
          onClose={() => setBooking(null)}
          onBooked={(day) => {
            setBooking(null);
            show(day);
          }}
        />
      )}
    </NewAppointments>
  );
}
