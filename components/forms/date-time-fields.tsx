'use client';

import { TZDate } from '@date-fns/tz';
import { enGB } from 'date-fns/locale/en-GB';
import { hu } from 'date-fns/locale/hu';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatLongDate, type DateLanguage } from '@/lib/format/dates';
import { fromCalendarDate, toCalendarDate } from '@/lib/scheduling/calendar-date';
import { isDateString } from '@/lib/scheduling/zoned-time';

/** Weeks start on Monday and the clock has 24 hours in both languages. */
const LOCALES = { en: enGB, hu } as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTE_STEP = 5;
const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => String(i * MINUTE_STEP).padStart(2, '0'));

type Props = {
  /** Prefix of the controls' ids: `${id}-date`, `${id}-hour`, `${id}-minute`. */
  id: string;
  /** 'yyyy-MM-dd' and 'HH:mm', wall clock in the salon's zone. */
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  dateError?: string;
  timeError?: string;
  language?: DateLanguage;
};

/**
 * A date (a month grid in a popover) and a 24-hour time (hour and minute lists), the same on
 * every browser: the browser's own date and time inputs follow the device's locale, which
 * shows a Hungarian salon 'mm/dd/yyyy, hh:mm AM' on an American phone. A minute off the
 * 5-minute list (a booking made elsewhere) stays selectable.
 */
export function DateTimeFields({ id, date, time, onDateChange, onTimeChange, dateError, timeError, language = 'en' }: Props) {
  const [open, setOpen] = useState(false);
  const [hour = '', minute = ''] = time.split(':');
  const minutes = MINUTES.includes(minute) || !minute ? MINUTES : [...MINUTES, minute].sort();
  const selected = isDateString(date) ? toCalendarDate(date) : undefined;
  const shown = selected ? formatLongDate(date, { language }) : 'Pick a date';
  return (
    <>
      {/* Not `required`: aria-required is not allowed on a button; the asterisk says it. */}
      <Field id={`${id}-date`} label={<>Date<span aria-hidden className="text-danger"> *</span></>} error={dateError}>
        {(control) => (
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger asChild>
              {/* The name says the chosen date too: a labelled button would be named by its label alone. */}
              <Button {...control} aria-label={`Date, ${shown}`} variant="outline" className="w-full justify-start font-normal">
                <CalendarDays aria-hidden />
                <span className="truncate">{shown}</span>
              </Button>
            </PopoverTrigger>
            <PopoverContent className="w-auto p-2">
              <Calendar
                mode="single"
                timeZone="UTC"
                locale={LOCALES[language]}
                weekStartsOn={1}
                selected={selected}
                defaultMonth={selected}
                required
                onSelect={(day: Date) => {
                  onDateChange(fromCalendarDate(new TZDate(day.getTime(), 'UTC')));
                  setOpen(false);
                }}
              />
            </PopoverContent>
          </Popover>
        )}
      </Field>
      <div role="group" aria-labelledby={`${id}-time-label`} data-slot="field" data-invalid={timeError ? true : undefined}>
        <span id={`${id}-time-label`} className="mb-1.5 block text-sm font-medium">
          Time<span aria-hidden className="text-danger"> *</span>
        </span>
        <div className="flex items-center gap-2">
          <NativeSelect id={`${id}-hour`} aria-label="Hour" aria-invalid={timeError ? true : undefined} value={hour} onChange={(event) => onTimeChange(`${event.target.value}:${minute || '00'}`)}>
            {!hour && <option value="">--</option>}
            {HOURS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </NativeSelect>
          <span aria-hidden>:</span>
          <NativeSelect id={`${id}-minute`} aria-label="Minute" aria-invalid={timeError ? true : undefined} value={minute} onChange={(event) => onTimeChange(`${hour || '00'}:${event.target.value}`)}>
            {!minute && <option value="">--</option>}
            {minutes.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </NativeSelect>
        </div>
        <div aria-live="polite">{timeError && <p className="mt-1.5 text-sm text-danger">{timeError}</p>}</div>
      </div>
    </>
  );
}
