import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnSchedule } from '@/features/account/data/own-schedule';
import { formatLongDate } from '@/lib/format/dates';
import { formatSpans, WEEKDAY_NAMES } from '@/lib/format/working-hours';

/** The member's own week, days off and services, as the owner set them (read-only). */
export function OwnScheduleCard({ schedule }: { schedule: OwnSchedule }) {
  return (
    <Card className="max-w-md" data-testid="own-schedule">
      <CardHeader>
        <CardTitle asChild>
          <h2>My hours</h2>
        </CardTitle>
        <CardDescription>Set by the salon&apos;s owner on the Staff screen. Ask them for a change.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAY_NAMES.map((day, i) => {
            const spans = formatSpans(schedule.hours.filter((span) => span.weekday === i + 1));
            return (
              <div key={day} className="contents">
                <dt className="font-medium">{day}</dt>
                <dd className={spans ? undefined : 'text-muted-foreground'}>{spans || 'Not working'}</dd>
              </div>
            );
          })}
        </dl>
        <div>
          <h3 className="font-medium">Days off</h3>
          <p className="break-words text-muted-foreground">{schedule.daysOff.length ? schedule.daysOff.map((day) => formatLongDate(day)).join(', ') : 'None planned'}</p>
        </div>
        <div>
          <h3 className="font-medium">Services</h3>
          <p className="break-words text-muted-foreground">{schedule.services ? schedule.services.join(', ') : 'All services'}</p>
        </div>
      </CardContent>
    </Card>
  );
}
