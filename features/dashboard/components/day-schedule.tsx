import { BanIcon, CalendarPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { StylistOption } from '@/features/appointments/data/stylists';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import type { NewAppointmentRequest } from '@/features/appointments/components/new-appointment/new-appointment-request';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LazyBlockTimeDialog } from '@/features/blocks/components/lazy-block-time-dialog';
import { BlockedTimeList } from '@/features/blocks/components/blocked-time-list';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format/dates';
import type { DayHours } from '@/lib/scheduling/opening-hours';
import { stationLanes, stylistLanes, timelineAxis } from '@/lib/scheduling/day-timeline';
import { AppointmentList } from './appointment-list';
import type { Loaded } from '@/lib/result';
import type { DashboardAppointment, ScheduleHold } from './dashboard-types';
import { HeldTimeList } from './held-times';
import { QueryError } from '@/components/ui/query-error';
import { StationTimeline } from './station-timeline';
import { offDutyOf } from './off-duty';
import { worksOn } from '@/lib/scheduling/stylists';
import { cx } from '@/lib/ui/cx';

type Props = {
  date: string;
  today: string;
  hours: DayHours;
  /** The day's appointments on the book, earliest first; null while they load. */
  appointments: Loaded<DashboardAppointment[]> | null;
  stationsEnabled: boolean;
  stations: { id: string; name: string; isActive: boolean }[];
  /** The salon names appointments' stylists: the timeline may show a lane per stylist. */
  stylistsEnabled: boolean;
  stylists: readonly StylistOption[];
  /** The signed-in member (null for an admin): 'My appointments' shows only theirs. */
  memberId: string | null;
  timeZone: string;
  salonId: string;
  /** The day's blocked time, earliest first. */
  blocks: TimeBlockView[];
  /** The day's times held for waiting clients. */
  holds: ScheduleHold[];
  onOpen: (a: DashboardAppointment) => void;
  /** Opens the "Block time" dialog on this day. */
  onBlockTime: () => void;
  /** Books on this day (the header's button) or at an empty place of the timeline. */
  onNew: (request: NewAppointmentRequest) => void;
  /** What else the day holds, under its appointments (the day's waiting list). */
  after?: ReactNode;
};

/**
 * The selected day (spec point 2). A salon with stations sees each appointment's station: on a
 * desktop a lane per station on a time axis, on a phone a list. A salon with stylists may show a
 * lane per stylist instead, and a member may narrow the day to their own appointments.
 */
export function DaySchedule({ date, today, appointments, salonId, onBlockTime, after, ...rest }: Props) {
  const [by, setBy] = useState<'station' | 'stylist'>(rest.stationsEnabled ? 'station' : 'stylist');
  const [mine, setMine] = useState(false);
  const canFilterMine = rest.stylistsEnabled && rest.memberId !== null;
  const shown = appointments?.ok && mine ? { ok: true as const, data: appointments.data.filter((a) => a.staffId === rest.memberId) } : appointments;
  const t = useTranslations('Dashboard');
  const blocks = useTranslations('Blocks');
  const language = useLocale();
  return (
    <Card data-testid="day-schedule" aria-busy={appointments === null}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle asChild>
          <h2 aria-live="polite">{date === today ? t('todaysSchedule') : t('daySchedule', { date: formatShortDate(date, language) })}</h2>
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onBlockTime} {...LazyBlockTimeDialog.intentProps}>
            <BanIcon aria-hidden />
            {blocks('title')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => rest.onNew({ date })} {...LazyNewAppointmentDialog.intentProps}>
            <CalendarPlus aria-hidden />
            {t('newAppointment')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {(canFilterMine || (rest.stylistsEnabled && rest.stationsEnabled)) && (
          <div className="flex flex-wrap items-center gap-2">
            {rest.stylistsEnabled && rest.stationsEnabled && (
              <div role="group" aria-label={t('lanes')} className="hidden gap-1 lg:flex">
                <Toggle pressed={by === 'station'} onClick={() => setBy('station')}>
                  {t('stations')}
                </Toggle>
                <Toggle pressed={by === 'stylist'} onClick={() => setBy('stylist')}>
                  {t('stylists')}
                </Toggle>
              </div>
            )}
            {canFilterMine && (
              <Toggle pressed={mine} onClick={() => setMine(!mine)}>
                {t('myAppointments')}
              </Toggle>
            )}
          </div>
        )}
        <BlockedTimeList salonId={salonId} blocks={rest.blocks} timeZone={rest.timeZone} />
        {shown === null ? (
          <ScheduleLoading />
        ) : shown.ok ? (
          <ScheduleRows date={date} appointments={shown.data} by={by} {...rest} />
        ) : (
          <QueryError message={shown.message} />
        )}
        {after}
      </CardContent>
    </Card>
  );
}

function ScheduleLoading() {
  const t = useTranslations('Dashboard');
  return (
    <>
      <p className="sr-only">{t('loadingAppointments')}</p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </>
  );
}

function Toggle({ pressed, ...props }: { pressed: boolean; onClick: () => void; children: string }) {
  return <Button size="sm" variant={pressed ? 'primary' : 'outline'} aria-pressed={pressed} {...props} />;
}

type RowsProps = Omit<Props, 'today' | 'appointments' | 'salonId' | 'onBlockTime' | 'memberId'> & { appointments: DashboardAppointment[]; by: 'station' | 'stylist' };

function ScheduleRows({ date, hours, appointments, by, stationsEnabled, stations, stylistsEnabled, stylists, timeZone, blocks, holds, onOpen, onNew }: RowsProps) {
  const byStylist = stylistsEnabled && by === 'stylist';
  const axis = stationsEnabled || byStylist ? timelineAxis(date, hours, [...appointments, ...blocks, ...holds], timeZone) : null;
  const t = useTranslations('Dashboard');
  const lanes = byStylist ? stylistLanes(appointments, stylists, t('noStylistLane')) : stationLanes(appointments, stations, t('noStationLane'));
  const offDuty = offDutyOf(stylistsEnabled ? stylists : [], timeZone);
  const offToday = stylistsEnabled ? stylists.filter((stylist) => !worksOn(stylist, date)) : [];
  return (
    <>
      {appointments.length === 0 && <p className="text-sm text-muted-foreground">{t('noAppointments')}</p>}
      {offToday.length > 0 && (
        // The lanes show it on a desktop; the list says it on a phone.
        <p className={cx('text-sm text-muted-foreground', axis && 'lg:hidden')} data-testid="stylists-off">
          {t('stylistsOffToday', { names: offToday.map((stylist) => stylist.name).join(', ') })}
        </p>
      )}
      {axis && (
        <div className="hidden lg:block">
          <StationTimeline
            {...{ date, axis, lanes, blocks, holds, timeZone, onOpen, onNew }}
            by={byStylist ? 'stylist' : 'station'}
            stylists={stylistsEnabled ? stylists : []}
            offDutyOf={offDuty}
          />
        </div>
      )}
      {holds.length > 0 && <HeldTimeList holds={holds} timeZone={timeZone} className={axis ? 'lg:hidden' : undefined} />}
      {appointments.length > 0 && (
        <div className={axis ? 'lg:hidden' : undefined}>
          <AppointmentList appointments={appointments} timeZone={timeZone} showStation={stationsEnabled} showStylist={stylistsEnabled} offDutyOf={offDuty} onOpen={onOpen} />
        </div>
      )}
    </>
  );
}
