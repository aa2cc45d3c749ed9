import { BanIcon, CalendarPlus } from 'lucide-react';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BlockedTimeList } from '@/features/blocks/components/blocked-time-list';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format/dates';
import type { DayHours } from '@/lib/scheduling/opening-hours';
import { timelineAxis } from '@/lib/scheduling/day-timeline';
import { AppointmentList } from './appointment-list';
import type { Loaded } from '@/lib/result';
import type { DashboardAppointment } from './dashboard-types';
import { QueryError } from '@/components/ui/query-error';
import { StationTimeline } from './station-timeline';

type Props = {
  date: string;
  today: string;
  hours: DayHours;
  /** The day's appointments on the book, earliest first; null while they load. */
  appointments: Loaded<DashboardAppointment[]> | null;
  stationsEnabled: boolean;
  stations: { id: string; name: string; isActive: boolean }[];
  timeZone: string;
  salonId: string;
  /** The day's blocked time, earliest first. */
  blocks: TimeBlockView[];
  onOpen: (a: DashboardAppointment) => void;
  /** Opens the "Block time" dialog on this day. */
  onBlockTime: () => void;
  /** Books on this day (the header's button) or at an empty place of the timeline. */
  onNew: (request: NewAppointmentRequest) => void;
};

export function scheduleTitle(date: string, today: string): string {
  return date === today ? "Today's Schedule" : `${formatShortDate(date)} Schedule`;
}

/**
 * The selected day (spec point 2). A salon with stations sees each appointment's station: on a
 * desktop a lane per station on a time axis, on a phone a list.
 */
export function DaySchedule({ date, today, appointments, salonId, onBlockTime, ...rest }: Props) {
  return (
    <Card data-testid="day-schedule" aria-busy={appointments === null}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle asChild>
          <h2 aria-live="polite">{scheduleTitle(date, today)}</h2>
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onBlockTime}>
            <BanIcon aria-hidden />
            Block time
          </Button>
          <Button size="sm" variant="outline" onClick={() => rest.onNew({ date })}>
            <CalendarPlus aria-hidden />
            New appointment
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <BlockedTimeList salonId={salonId} blocks={rest.blocks} timeZone={rest.timeZone} />
        {appointments === null ? (
          <ScheduleLoading />
        ) : appointments.ok ? (
          <ScheduleRows date={date} appointments={appointments.data} {...rest} />
        ) : (
          <QueryError message={appointments.message} />
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleLoading() {
  return (
    <>
      <p className="sr-only">Loading appointments…</p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </>
  );
}

function ScheduleRows({ date, hours, appointments, stationsEnabled, stations, timeZone, blocks, onOpen, onNew }: Omit<Props, 'today' | 'appointments' | 'salonId' | 'onBlockTime'> & { appointments: DashboardAppointment[] }) {
  const axis = stationsEnabled ? timelineAxis(date, hours, [...appointments, ...blocks], timeZone) : null;
  return (
    <>
      {appointments.length === 0 && <p className="text-sm text-muted-foreground">No appointments today</p>}
      {axis && (
        <div className="hidden lg:block">
          <StationTimeline date={date} axis={axis} appointments={appointments} blocks={blocks} stations={stations} timeZone={timeZone} onOpen={onOpen} onNew={onNew} />
        </div>
      )}
      {appointments.length > 0 && (
        <div className={axis ? 'lg:hidden' : undefined}>
          <AppointmentList appointments={appointments} timeZone={timeZone} showStation={stationsEnabled} onOpen={onOpen} />
        </div>
      )}
    </>
  );
}
