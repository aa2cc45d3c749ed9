'use client';

import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { addDayOffAction, fillHolidaysAction, removeDayOffAction } from '@/features/settings/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ActionResult } from '@/lib/result';
import type { DaysOffChange } from '@/features/settings/data/salon-settings';
import { formatLongDate } from '@/lib/format/dates';
import { HOLIDAY_COUNTRIES, HOLIDAY_COUNTRY_CODES, holidayCountryOf, publicHolidayName, type HolidayCountry } from '@/lib/scheduling/public-holidays';

type Props = {
  salonId?: string;
  daysOff: string[];
  /** Today in the salon's zone: earlier days off are history. */
  today: string;
  /** The salon's country as typed in its profile. */
  country: string | null;
};

/** What an owner should hear after closing days that already have bookings: they are kept. */
function keptMessage(count: number) {
  return count === 0 ? undefined : `${count} appointment${count === 1 ? ' is' : 's are'} already booked on ${count === 1 ? 'it' : 'them'} and kept: let those customers know.`;
}

/** Dates the salon is closed (spec: days_off), with the one-click public holidays fill. */
export function DaysOffCard({ salonId, daysOff: initial, today, country }: Props) {
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
    toast.success(success(result.data), { description: keptMessage(result.data.appointmentsOnAdded) });
    return true;
  }

  const add = async () => {
    setDateError(undefined);
    if (!date) return setDateError('Choose a date first');
    if (await run(() => addDayOffAction({ salonId, date }), () => `Closed on ${formatLongDate(date)}`)) setDate('');
  };

  const fill = () =>
    run(
      () => fillHolidaysAction({ salonId, country: holidayCountry }),
      ({ added }) => (added.length ? `${added.length} public holiday${added.length === 1 ? '' : 's'} added as days off` : 'Every public holiday is already a day off'),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Days Off</h2>
        </CardTitle>
        <CardDescription>The booking page is closed on these dates. Appointments already booked on them are kept.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Date" error={dateError} className="min-w-40 flex-1">
            <Input type="date" min={today} value={date} onChange={(event) => setDate(event.target.value)} />
          </Field>
          <Button onClick={add} disabled={pending}>
            Add Day Off
          </Button>
        </div>
        <div className="grid gap-2 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <Field label="Public holidays of" orientation="horizontal" className="flex-wrap justify-start gap-2">
              <NativeSelect className="h-9 w-auto" value={holidayCountry} onChange={(event) => setHolidayCountry(event.target.value as HolidayCountry)}>
                {HOLIDAY_COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {HOLIDAY_COUNTRIES[code].name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button variant="outline" onClick={fill} disabled={pending}>
              Add Public Holidays
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Adds the rest of this year&apos;s and all of next year&apos;s, Easter and Whitsun included. Bridge days the government moves each year are not included.</p>
        </div>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No days off ahead.</p>
        ) : (
          <ul aria-label="Upcoming days off" className="grid gap-1">
            {upcoming.map((day) => {
              const label = formatLongDate(day);
              const holiday = publicHolidayName(holidayCountry, day);
              return (
                <li key={day} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
                  <span className="min-w-0 text-sm">
                    <time dateTime={day} className="font-medium">
                      {label}
                    </time>
                    {holiday && <span className="text-muted-foreground"> · {holiday}</span>}
                  </span>
                  <Button variant="ghost" size="icon" className="size-9" aria-label={`Remove ${label}`} disabled={pending} onClick={() => run(() => removeDayOffAction({ salonId, date: day }), () => `Open again on ${label}`)}>
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {pastCount > 0 && <p className="text-sm text-muted-foreground">{pastCount} earlier day{pastCount === 1 ? '' : 's'} off kept for the record.</p>}
      </CardContent>
    </Card>
  );
}
