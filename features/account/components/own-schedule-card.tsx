import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnSchedule } from '@/features/account/data/own-schedule';
import { formatLongDate, weekdayName } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import { formatSpans, WEEKDAY_NAMES } from '@/lib/format/working-hours';

/** The member's own week, days off and services, as the owner set them (read-only). */
export function OwnScheduleCard({ schedule, language }: { schedule: OwnSchedule; language: Locale }) {
  const t = useTranslations('Account');
  return (
    <Card className="max-w-md" data-testid="own-schedule">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('myHours')}</h2>
        </CardTitle>
        <CardDescription>{t('myHoursHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAY_NAMES.map((day, i) => {
            const spans = formatSpans(schedule.hours.filter((span) => span.weekday === i + 1));
            return (
              <div key={day} className="contents">
                <dt className="font-medium">{weekdayName(i, language)}</dt>
                <dd className={spans ? undefined : 'text-muted-foreground'}>{spans || t('notWorking')}</dd>
              </div>
            );
          })}
        </dl>
        <div>
          <h3 className="font-medium">{t('daysOff')}</h3>
          <p className="break-words text-muted-foreground">{schedule.daysOff.length ? schedule.daysOff.map((day) => formatLongDate(day, { language })).join(', ') : t('noDaysOff')}</p>
        </div>
        <div>
          <h3 className="font-medium">{t('services')}</h3>
          <p className="break-words text-muted-foreground">{schedule.services ? schedule.services.join(', ') : t('allServices')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
