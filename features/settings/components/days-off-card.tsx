'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { addDayOffAction, fillHolidaysAction, removeDayOffAction } from '@/features/settings/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/forms/date-time-fields';
import { NativeSelect } from '@/components/ui/native-select';
import type { ActionResult } from '@/lib/result';
import type { DaysOffChange } from '@/features/settings/data/salon-settings';
import { formatLongDate } from '@/lib/format/dates';
import { HOLIDAY_COUNTRY_CODES, holidayCountryOf, publicHolidayId, type HolidayCountry } from '@/lib/scheduling/public-holidays';

type Props = {
  salonId?: string;
  daysOff: string[];
  /** Today in the salon's zone: earlier days off are history. */
  today: string;
  /** The salon's country as typed in its profile. */
  country: string | null;
};

/** Dates the salon is closed (spec: days_off), with the one-click public holidays fill. */
export function DaysOffCard({ salonId, daysOff: initial, today, country }: Props) {
  const t = useTranslations('Settings');
  const common = useTranslations('Common');
  const language = useLocale();
  const countryNames = new Intl.DisplayNames([language], { type: 'region' });
  const [daysOff, setDaysOff] = useState(initial);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string>();
  const [holidayCountry, setHolidayCountry] = useState<HolidayCountry>(holidayCountryOf(country) ?? HOLIDAY_COUNTRY_CODES[0]);
  const { run: runAction, pending } = useFormAction();
  const upcoming = daysOff.filter((day) => day >= today);
  const pastCount = daysOff.length - upcoming.length;

  async function run(action: () => Promise<ActionResult<DaysOffChange>>, success: (data: DaysOffChange) => string) {
    const result = await runAction(action);
    if (!result.ok) {
      if (result.fieldErrors?.date) setDateError(result.fieldErrors.date);
      return false;
    }
    setDaysOff(result.data.daysOff);
    // What an owner should hear after closing days that already have bookings: they are kept.
    const kept = result.data.appointmentsOnAdded;
    toast.success(success(result.data), { description: kept === 0 ? undefined : t('keptAppointments', { count: kept }) });
    return true;
  }

  const add = async () => {
    setDateError(undefined);
    if (!date) return setDateError(t('chooseDateFirst'));
    if (await run(() => addDayOffAction({ salonId, date }), () => t('closedOn', { date: formatLongDate(date, { language }) }))) setDate('');
  };

  const fill = () =>
    run(
      () => fillHolidaysAction({ salonId, country: holidayCountry }),
      ({ added }) => (added.length ? t('holidaysAdded', { count: added.length }) : t('holidaysAlreadyOff')),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('daysOff')}</h2>
        </CardTitle>
        <CardDescription>{t('daysOffHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-40 flex-1">
            <DateField id="day-off-date" label={common('date')} value={date} min={today} onChange={setDate} error={dateError} language={language} required={false} />
          </div>
          <Button onClick={add} disabled={pending}>
            {t('addDayOff')}
          </Button>
        </div>
        <div className="grid gap-2 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <Field label={t('publicHolidaysOf')} orientation="horizontal" className="flex-wrap justify-start gap-2">
              <NativeSelect className="h-9 w-auto" value={holidayCountry} onChange={(event) => setHolidayCountry(event.target.value as HolidayCountry)}>
                {HOLIDAY_COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {countryNames.of(code) ?? code}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button variant="outline" onClick={fill} disabled={pending}>
              {t('addPublicHolidays')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('publicHolidaysHint')}</p>
        </div>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noDaysOff')}</p>
        ) : (
          <ul aria-label={t('upcomingDaysOff')} className="grid gap-1">
            {upcoming.map((day) => {
              const label = formatLongDate(day, { language });
              const holiday = publicHolidayId(holidayCountry, day);
              return (
                <li key={day} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
                  <span className="min-w-0 text-sm">
                    <time dateTime={day} className="font-medium">
                      {label}
                    </time>
                    {holiday && <span className="text-muted-foreground"> · {t(`holidays.${holiday}`)}</span>}
                  </span>
                  <Button variant="ghost" size="icon" className="size-9" aria-label={t('removeDayOff', { date: label })} disabled={pending} onClick={() => run(() => removeDayOffAction({ salonId, date: day }), () => t('openAgainOn', { date: label }))}>
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {pastCount > 0 && <p className="text-sm text-muted-foreground">{t('pastDaysOff', { count: pastCount })}</p>}
      </CardContent>
    </Card>
  );
}
