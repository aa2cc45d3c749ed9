import { formatTimeRange } from '@/lib/format/dates';
import type { MouseEvent } from 'react';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { stationLanes, timelinePlacement, timelineTimeAt, type TimelineAxis } from '@/lib/scheduling/day-timeline';
import { cn } from '@/lib/ui/cn';
import type { DashboardAppointment } from './dashboard-types';

type Props = {
  date: string;
  axis: TimelineAxis;
  appointments: DashboardAppointment[];
  stations: { id: string; name: string; isActive: boolean }[];
  timeZone: string;
  onOpen: (a: DashboardAppointment) => void;
  onNew: (request: NewAppointmentRequest) => void;
};

const STATUS_TONES: Partial<Record<DashboardAppointment['status'], string>> = {
  confirmed: 'border-success/50 bg-success/15',
  completed: 'border-primary/50 bg-primary/15',
  pending: 'border-warning/60 bg-warning/20',
};

/**
 * A lane per station across the day's hours, so a free chair shows at a glance (desktop).
 * Clicking an empty place books there: that station, the time under the pointer.
 */
export function StationTimeline({ date, axis, appointments, stations, timeZone, onOpen, onNew }: Props) {
  const lanes = stationLanes(appointments, stations);
  const bookAt = (event: MouseEvent<HTMLButtonElement>, stationId: string | null) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A key press has no pointer (detail 0): the start of the day.
    const fraction = event.detail === 0 ? 0 : (event.clientX - box.left) / box.width;
    onNew({ date, time: timelineTimeAt(axis, fraction), stationId });
  };
  const hourWidth = 100 / axis.hourLabels.length;
  return (
    <div className="flex flex-col gap-1" data-testid="station-timeline">
      <div className="grid grid-cols-[8rem_1fr] text-xs text-muted-foreground" aria-hidden>
        <span />
        <div className="flex">
          {axis.hourLabels.map((label) => (
            <span key={label} className="border-l pl-1" style={{ width: `${hourWidth}%` }}>
              {label}
            </span>
          ))}
        </div>
      </div>
      {lanes.map((lane) => (
        <section key={lane.id ?? 'none'} aria-label={lane.name} className="grid grid-cols-[8rem_1fr] items-center">
          <h3 className="truncate pr-2 text-sm font-medium">{lane.name}</h3>
          <div className="relative h-14 rounded-md border bg-muted/30">
            <button
              type="button"
              aria-label={`New appointment on ${lane.name}`}
              data-new-appointment={lane.id ?? ''}
              className="absolute inset-0 cursor-copy rounded-md hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={(event) => bookAt(event, lane.id)}
            />
            {axis.hourLabels.map((label, i) => (
              <span key={label} className="absolute inset-y-0 border-l border-border/60" style={{ left: `${i * hourWidth}%` }} aria-hidden />
            ))}
            {lane.appointments.length === 0 && <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">Free all day</span>}
            {lane.appointments.map((a) => {
              const { leftPercent, widthPercent } = timelinePlacement(a, date, axis, timeZone);
              return (
                <button
                  key={a.id}
                  type="button"
                  onClick={() => onOpen(a)}
                  data-appointment={a.id}
                  data-customer={a.customerName}
                  className={cn('absolute inset-y-1 flex min-w-0 flex-col overflow-hidden rounded border px-1.5 py-0.5 text-left text-xs hover:ring-2 hover:ring-ring', STATUS_TONES[a.status] ?? 'border-border bg-muted')}
                  style={{ left: `${leftPercent}%`, width: `${widthPercent}%` }}
                  title={`${formatTimeRange(a.startTime, a.endTime, timeZone)} ${a.customerName}, ${a.serviceName}`}
                >
                  <span className="truncate font-medium">{a.customerName}</span>
                  <span className="truncate tabular-nums text-muted-foreground">{formatTimeRange(a.startTime, a.endTime, timeZone)}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
