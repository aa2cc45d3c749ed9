import { useTranslations } from 'next-intl';
import { Fragment, useState, type MouseEvent } from 'react';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { blockPlace } from '@/features/blocks/components/blocked-time-list';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import { formatTimeRange } from '@/lib/format/dates';
import { timelinePlacement, timelineTimeAt, type Lane, type TimelineAxis } from '@/lib/scheduling/day-timeline';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { cx } from '@/lib/ui/cx';
import type { DashboardAppointment, ScheduleHold } from './dashboard-types';
import { HeldTimeBar } from './held-times';
import { NewMarker } from './new-marker';
import { processingWords } from './processing-words';
import { OffDutyFlag, useOffDutyWords, type OffDuty } from './off-duty';
import type { StylistOption } from '@/features/appointments/data/stylists';
import { offDutyClaims, workingIntervals } from '@/lib/scheduling/stylists';
import { handsOnSpans, processingSpan, stationSpanEnd } from '@/lib/scheduling/segments';

type Props = {
  date: string;
  axis: TimelineAxis;
  /** Blocked time: a whole-salon block spans every lane, a station's only its own. */
  blocks: TimeBlockView[];
  /** Times held for waiting clients, each in its station's or its stylist's lane. */
  holds: ScheduleHold[];
  /** A lane per station or per stylist (`by`). */
  lanes: Lane<DashboardAppointment>[];
  by: 'station' | 'stylist';
  /** The salon's stylists (none where it does not use them): a stylist's lane shows when they are off. */
  stylists: readonly StylistOption[];
  /** Whether an appointment falls when its stylist is off (flagged). */
  offDutyOf: (a: DashboardAppointment) => OffDuty | null;
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
 * An hour is at least this wide, so that a 30-minute appointment (4.5rem) shows a short name and
 * the start of its service; a long day scrolls sideways rather than shrinking them to slivers.
 */
const HOUR_MIN_REM = 9;
/** Shorter than this, an appointment leaves its start time to the axis and the tooltip: its two lines are the name and the service. */
const SHORT_MINUTES = 45;
const LANE_LABEL_REM = 8;

/**
 * An appointment in one line: time, customer, service, the visit it is a part of ('Visit: Colour +
 * Cut', `visit`), station, stylist, its processing time
 * (`processing`, worded), whether the stylist is off then (`offDuty`, worded), the client's
 * alerts (`alertsLabel` words them) and special requests in quotes.
 */
function describe(a: DashboardAppointment, timeZone: string, alertsLabel: (alerts: string) => string, offDuty: string | null, processing: string | null, visit: string | null): string {
  const alerts = a.clientAlerts.length ? alertsLabel(a.clientAlerts.join('; ')) : null;
  const requests = a.notes?.trim() && `“${a.notes.trim().replace(/\s+/g, ' ')}”`;
  return [formatTimeRange(a.startTime, a.endTime, timeZone), a.customerName, a.serviceName, visit, a.stationName, a.staffName, processing, offDuty, alerts, requests].filter(Boolean).join(' · ');
}

/**
 * A lane per station (or per stylist) across the day's hours, so a free chair or a free stylist
 * shows at a glance (desktop). Each appointment shows its start, name and service (a short one
 * its name and service in smaller type); the one pointed at or focused is described in full
 * under the lanes, and in its tooltip and accessible name. Clicking an empty place books there: that
 * station or stylist, the time under the pointer.
 */
export function StationTimeline({ date, axis, blocks, holds, lanes, by, stylists, offDutyOf, timeZone, onOpen, onNew }: Props) {
  const [shown, setShown] = useState<DashboardAppointment | null>(null);
  const t = useTranslations('Dashboard');
  const blockWords = useTranslations('Blocks');
  const offDutyWords = useOffDutyWords();
  const alertsLabel = (alerts: string) => t('alertsLabel', { alerts });
  const described = (a: DashboardAppointment) => {
    const offDuty = offDutyOf(a);
    return describe(a, timeZone, alertsLabel, offDuty && offDutyWords(offDuty), processingWords(a, timeZone, t), a.visitServices ? t('visitOf', { services: a.visitServices }) : null);
  };
  // Leaving one appointment clears only its own detail: focus may have moved on to another
  // (and scrolled the lanes from under the pointer) in between.
  const hide = (a: DashboardAppointment) => setShown((current) => (current?.id === a.id ? null : current));
  const bookAt = (event: MouseEvent<HTMLButtonElement>, laneId: string | null) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A key press has no pointer (detail 0): the start of the day.
    const fraction = event.detail === 0 ? 0 : (event.clientX - box.left) / box.width;
    onNew({ date, time: timelineTimeAt(axis, fraction), ...(by === 'station' ? { stationId: laneId } : { stylistId: laneId }) });
  };
  const hourWidth = 100 / axis.hourLabels.length;
  const minWidth = `${LANE_LABEL_REM + axis.hourLabels.length * HOUR_MIN_REM}rem`;
  return (
    <div className="flex flex-col gap-2" data-testid="station-timeline">
      <div className="overflow-x-auto pb-1">
        <div className="flex flex-col gap-1" style={{ minWidth }}>
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
          {lanes.map((lane) => {
            const stylist = by === 'stylist' ? stylists.find((candidate) => candidate.id === lane.id) : undefined;
            const dayOff = stylist !== undefined && workingIntervals(stylist, date, timeZone).length === 0;
            const laneBlocks = blocks.filter((block) => block.scope === 'salon' || (by === 'station' ? block.stationId === lane.id : block.scope === 'stylist' && block.staffId === lane.id));
            const laneHolds = holds.filter((hold) => (by === 'station' ? hold.stationId : hold.staffId) === lane.id);
            return (
            <section key={lane.id ?? 'none'} aria-label={lane.name} data-day-off={dayOff || undefined} className="grid grid-cols-[8rem_1fr] items-center">
              <h3 className="truncate pr-2 text-sm font-medium">{lane.name}</h3>
              <div className="relative h-14 rounded-md border bg-muted/30">
                <button
                  type="button"
                  aria-label={t(by === 'station' ? 'newOnStation' : 'newWithStylist', { lane: lane.name })}
                  data-new-appointment={lane.id ?? ''}
                  className="absolute inset-0 cursor-copy rounded-md hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={(event) => bookAt(event, lane.id)}
                />
                {axis.hourLabels.map((label, i) => (
                  <span key={label} className="pointer-events-none absolute inset-y-0 border-l border-border/60" style={{ left: `${i * hourWidth}%` }} aria-hidden />
                ))}
                {stylist && <OffTime stylist={stylist} dayOff={dayOff} date={date} axis={axis} timeZone={timeZone} />}
                {laneBlocks
                  .map((block) => {
                    const { leftPercent, widthPercent } = timelinePlacement(block, date, axis, timeZone);
                    const label = t('blockedLabel', { time: formatTimeRange(block.startTime, block.endTime, timeZone), place: block.reason ?? blockPlace(block, blockWords) });
                    return (
                      <span
                        key={block.occurrenceId}
                        className="blocked-stripes absolute inset-y-1 flex min-w-0 items-center overflow-hidden rounded border border-dashed px-1.5 text-xs text-muted-foreground"
                        style={{ left: `${leftPercent}%`, width: `${widthPercent}%` }}
                        title={label}
                      >
                        <span aria-hidden className="truncate">
                          {block.reason ?? t('blocked')}
                        </span>
                        <span className="sr-only">{label}</span>
                      </span>
                    );
                  })}
                {laneHolds.map((hold) => (
                  <HeldTimeBar key={hold.id} {...{ hold, date, axis, timeZone }} />
                ))}
                {lane.appointments.length === 0 && laneBlocks.length === 0 && laneHolds.length === 0 && !dayOff && (
                  <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">{t('freeAllDay')}</span>
                )}
                {lane.appointments.map((a) => {
                  const short = a.endTime.getTime() - a.startTime.getTime() < SHORT_MINUTES * 60_000;
                  const full = described(a);
                  const { cards, processing, cleanUp } = segmentParts(a, by);
                  const place = (span: Span) => timelinePlacement({ startTime: new Date(span[0]), endTime: new Date(span[1]) }, date, axis, timeZone);
                  const tone = STATUS_TONES[a.status] ?? 'border-border bg-muted';
                  const [first, ...more] = cards.map(place);
                  return (
                    <Fragment key={a.id}>
                      {processing && <SegmentMark kind="processing" label={t('processing')} place={place(processing)} />}
                      {cleanUp && <SegmentMark kind="clean-up" label={t('cleanUp')} place={place(cleanUp)} />}
                      <button
                        type="button"
                        onClick={() => onOpen(a)}
                        onPointerEnter={() => setShown(a)}
                        onPointerLeave={() => hide(a)}
                        onFocus={() => setShown(a)}
                        onBlur={() => hide(a)}
                        data-appointment={a.id}
                        data-customer={a.customerName}
                        data-start={instantToZonedParts(a.startTime, timeZone).time}
                        aria-label={full}
                        title={full}
                        data-short={short || undefined}
                        className={cx(
                          'absolute inset-y-1 flex min-w-0 flex-col overflow-hidden rounded border px-1 py-0.5 text-left leading-tight hover:ring-2 hover:ring-ring',
                          short ? 'text-[0.6875rem]' : 'text-xs',
                          tone,
                        )}
                        style={{ left: `${first.leftPercent}%`, width: `${first.widthPercent}%` }}
                      >
                        <NewMarker id={a.id} dot className="absolute top-1 right-1" />
                        {offDutyOf(a) && <OffDutyFlag offDuty={offDutyOf(a)!} className="absolute right-1 bottom-1" />}
                        {!short && <span className="truncate font-semibold tabular-nums">{instantToZonedParts(a.startTime, timeZone).time}</span>}
                        <span data-part="name" className={cx('truncate', short && 'font-semibold')}>
                          {a.customerName}
                        </span>
                        {a.serviceName && (
                          <span data-part="service" className="truncate">
                            {a.serviceName}
                          </span>
                        )}
                      </button>
                      {/* A stylist's second hands-on span: the same appointment, announced once. */}
                      {more.map((part, i) => (
                        <button
                          key={i}
                          type="button"
                          tabIndex={-1}
                          aria-hidden
                          onClick={() => onOpen(a)}
                          data-appointment-part={a.id}
                          title={full}
                          className={cx('absolute inset-y-1 rounded border hover:ring-2 hover:ring-ring', tone)}
                          style={{ left: `${part.leftPercent}%`, width: `${part.widthPercent}%` }}
                        />
                      ))}
                    </Fragment>
                  );
                })}
              </div>
            </section>
            );
          })}
        </div>
      </div>
      <p className="line-clamp-2 min-h-5 text-sm break-words" data-testid="timeline-detail" aria-hidden>
        {shown ? described(shown) : <span className="text-muted-foreground">{t('pointHint')}</span>}
      </p>
    </div>
  );
}

type Span = [start: number, end: number];

/**
 * How an appointment with processing time or clean-up (lib/scheduling/segments.ts) is drawn: on
 * a station it is one card over the client's time, with its processing marked inside and its
 * clean-up after it; on its stylist's lane a card per hands-on span, the processing between them
 * left free (an empty place there books a walk-in into the gap), like the claims the database keeps.
 */
function segmentParts(a: DashboardAppointment, by: 'station' | 'stylist'): { cards: Span[]; processing: Span | null; cleanUp: Span | null } {
  const [start, end] = [a.startTime.getTime(), a.endTime.getTime()];
  const processing = processingSpan(start, end, a.segments);
  if (by === 'stylist') return { cards: handsOnSpans(start, end, a.segments), processing, cleanUp: null };
  const cleanUpEnd = stationSpanEnd(end, a.segments);
  return { cards: [[start, end]], processing, cleanUp: cleanUpEnd > end ? [end, cleanUpEnd] : null };
}

/** Processing time or clean-up on the timeline: marked, never in the way of a click on the lane. */
function SegmentMark({ kind, label, place }: { kind: 'processing' | 'clean-up'; label: string; place: { leftPercent: number; widthPercent: number } }) {
  if (place.widthPercent <= 0) return null;
  return (
    <span
      data-segment={kind}
      className={cx(
        'blocked-stripes pointer-events-none absolute flex min-w-0 items-center overflow-hidden rounded border border-dashed px-1 text-[0.6875rem] text-muted-foreground',
        kind === 'processing' ? 'inset-y-3 z-10 border-primary/40' : 'inset-y-1',
      )}
      style={{ left: `${place.leftPercent}%`, width: `${place.widthPercent}%` }}
    >
      <span className="truncate">{label}</span>
    </span>
  );
}

/**
 * When a stylist is off, in their lane: their whole day off, or the time outside their working
 * spans within the axis (the same spans the booking check uses: workingIntervals, offDutyClaims).
 */
function OffTime({ stylist, dayOff, date, axis, timeZone }: { stylist: StylistOption; dayOff: boolean; date: string; axis: TimelineAxis; timeZone: string }) {
  const t = useTranslations('Dashboard');
  if (dayOff) {
    return (
      <span data-off="day" className="blocked-stripes pointer-events-none absolute inset-1 flex items-center justify-center rounded text-xs font-medium text-muted-foreground">
        <span aria-hidden>{t('stylistDayOff')}</span>
        <span className="sr-only">{t('stylistDayOffLabel', { name: stylist.name })}</span>
      </span>
    );
  }
  return offDutyClaims(stylist, date, timeZone)
    .map((claim) => ({ claim, place: timelinePlacement({ startTime: new Date(claim.start_time), endTime: new Date(claim.end_time) }, date, axis, timeZone) }))
    .filter(({ place }) => place.widthPercent > 0)
    .map(({ claim, place }) => (
      <span
        key={claim.id}
        data-off="hours"
        className="blocked-stripes pointer-events-none absolute inset-y-1 flex min-w-0 items-center overflow-hidden rounded px-1.5 text-xs text-muted-foreground opacity-70"
        style={{ left: `${place.leftPercent}%`, width: `${place.widthPercent}%` }}
        aria-hidden
      >
        <span className="truncate">{t('stylistOffHours')}</span>
      </span>
    ));
}
