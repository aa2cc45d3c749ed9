import { formatTimeRange } from '@/lib/format/dates';
import { stationLanes, timelinePlacement, type TimelineAxis } from '@/lib/scheduling/day-timeline';
import { cn } from '@/lib/ui/cn';
import { blockPlace } from '@/features/blocks/components/blocked-time-list';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import type { DashboardAppointment } from './dashboard-types';
import { NewMarker } from './new-marker';

type Props = {
  date: string;
  axis: TimelineAxis;
  appointments: DashboardAppointment[];
  /** Blocked time: a whole-salon block spans every lane, a station's only its own. */
  blocks: TimeBlockView[];
  stations: { id: string; name: string; isActive: boolean }[];
  timeZone: string;
  onOpen: (a: DashboardAppointment) => void;
};

const STATUS_TONES: Partial<Record<DashboardAppointment['status'], string>> = {
  confirmed: 'border-success/50 bg-success/15',
  completed: 'border-primary/50 bg-primary/15',
  pending: 'border-warning/60 bg-warning/20',
};

/** A lane per station across the day's hours, so a free chair shows at a glance (desktop). */
export function StationTimeline({ date, axis, appointments, blocks, stations, timeZone, onOpen }: Props) {
  const lanes = stationLanes(appointments, stations);
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
            {axis.hourLabels.map((label, i) => (
              <span key={label} className="absolute inset-y-0 border-l border-border/60" style={{ left: `${i * hourWidth}%` }} aria-hidden />
            ))}
            {blocks
              .filter((block) => block.scope === 'salon' || block.stationId === lane.id)
              .map((block) => {
                const { leftPercent, widthPercent } = timelinePlacement(block, date, axis, timeZone);
                const label = `Blocked ${formatTimeRange(block.startTime, block.endTime, timeZone)}, ${block.reason ?? blockPlace(block)}`;
                return (
                  <span
                    key={block.occurrenceId}
                    className="blocked-stripes absolute inset-y-1 flex min-w-0 items-center overflow-hidden rounded border border-dashed px-1.5 text-xs text-muted-foreground"
                    style={{ left: `${leftPercent}%`, width: `${widthPercent}%` }}
                    title={label}
                  >
                    <span aria-hidden className="truncate">{block.reason ?? 'Blocked'}</span>
                    <span className="sr-only">{label}</span>
                  </span>
                );
              })}
            {lane.appointments.length === 0 && blocks.length === 0 && <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">Free all day</span>}
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
                  <NewMarker id={a.id} dot className="absolute top-1 right-1" />
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
