'use client';

import { addMonths } from 'date-fns';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { AppointmentDialogs } from '@/features/appointments/components/appointment-dialogs';
import { SalonCalendar } from '@/features/calendar/components/salon-calendar';
import { InstagramImportDialog } from '@/features/appointments/components/instagram-import/instagram-import-dialog';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { Card } from '@/components/ui/card';
import { fromCalendarDate, toCalendarDate } from '@/lib/scheduling/calendar-date';
import type { CalendarView } from '@/lib/scheduling/calendar-grid';
import { daySchedule } from '@/lib/scheduling/calendar-stats';
import { dateAvailability, openHoursOn } from '@/lib/scheduling/dates';
import type { OpeningHours } from '@/lib/scheduling/opening-hours';
import { addDays } from '@/lib/scheduling/zoned-time';
import { appointmentSalonOf } from './appointment-salon';
import { AutoRefresh } from './auto-refresh';
import { DaySchedule } from './day-schedule';
import { MetricsBar, StatCards, dashboardFigures } from './dashboard-figures';
import { mapLoaded, type Loaded } from '@/lib/result';
import type { DashboardAppointment, DashboardData } from './dashboard-types';
import { NextAppointmentsCard } from './next-appointments-card';
import { PeriodStatsCard } from './period-stats-card';
import { QueryError } from '@/components/ui/query-error';
import { QuickActions } from './quick-actions';
import { useCompactScreen } from './use-compact-screen';
import { useNow } from './use-now';

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
 */
export function DashboardView({ data, refreshMs }: { data: DashboardData; refreshMs: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  const [date, setDate] = useOptimistic(data.date);
  const [chosenView, setChosenView] = useOptimistic(data.view);
  const [open, setOpen] = useState<DashboardAppointment | null>(null);
  const [importing, setImporting] = useState(false);
  const [booking, setBooking] = useState<NewAppointmentRequest | null>(null);
  const compact = useCompactScreen();
  const now = useNow(data.now);
  const view = chosenView ?? (compact ? 'week' : 'month');
  const { salon, calendar } = data;
  const tz = salon.timezone;
  const openingHours = salon.openingHours as OpeningHours;

  const dialogSalon = appointmentSalonOf(data);
  const activeServices = useMemo(() => data.services.filter((service) => service.isActive), [data.services]);

  const days = useMemo(() => new Map(calendar.ok ? calendar.data.days.map((day) => [day.date, day]) : []), [calendar]);
  const schedule = scheduleRows(data, date);
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
    return availability.available ? undefined : availability.reason;
  };

  return (
    <>
      <AutoRefresh intervalMs={refreshMs} />
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
              timeZone={tz}
              onOpen={setOpen}
              onNew={setBooking}
            />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-1 lg:order-none">
            <NextAppointmentsCard todays={data.todays} now={now} timeZone={tz} onOpen={setOpen} />
          </div>
          <div className="order-5 lg:order-none">
            <PeriodStatsCard weekly={data.weekly} monthly={data.monthly} />
          </div>
          <div className="order-6 lg:order-none">
            <QuickActions onNewAppointment={() => setBooking({ date })} onWalkIn={() => setBooking({ date: data.today, walkIn: true })} onImportFromInstagram={() => setImporting(true)} />
          </div>
        </div>
      </div>
      <InstagramImportDialog open={importing} onOpenChange={setImporting} salonId={salon.id} today={data.today} services={activeServices} onShowDay={(day) => show(day)} />
      <AppointmentDialogs appointment={open} salon={dialogSalon} onClose={() => setOpen(null)} />
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
    </>
  );
}
