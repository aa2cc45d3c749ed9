'use client';

import { TZDate } from '@date-fns/tz';
import { CalendarDays } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { enGB } from 'react-day-picker/locale/en-GB';
import { hu } from 'react-day-picker/locale/hu';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Field } from '@/components/ui/field';
import { useMessage } from './use-message';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatLongDate, type DateLanguage } from '@/lib/format/dates';
import { fromCalendarDate, toCalendarDate } from '@/lib/scheduling/calendar-date';
import { isDateString } from '@/lib/scheduling/zoned-time';

/** Weeks start on Monday and the clock has 24 hours in both languages; the grid's own labels ('Go to the Next Month') are in the language too. */
const LOCALES = { en: enGB, hu } as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTE_STEP = 5;
const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => String(i * MINUTE_STEP).padStart(2, '0'));

type DateFieldProps = {
  /** The control's id (`${id}`); its label reads `label`. */
  id: string;
  label: string;
  /** 'yyyy-MM-dd', a calendar date in the salon's zone. */
  value: string;
  onChange: (date: string) => void;
  error?: string;
  /** Default: the page's language. */
  language?: DateLanguage;
  /** The first and last dates that may be picked. */
  min?: string;
  max?: string;
  /** Marks the label with an asterisk (default); off for a picker that adds to a list. */
  required?: boolean;
  /** Opens the month grid at once (a lazily loaded field replacing its clicked placeholder). */
  defaultOpen?: boolean;
};

/**
 * A date picked on a month grid in a popover, shown as the salon's long date: the same on every
 * browser, where the browser's own date input follows the device's locale ('mm/dd/yyyy' on an
 * American phone in a Hungarian salon).
 */
export function DateField({ id, label, value, onChange, error, language: chosen, min, max, required = true, defaultOpen = false }: DateFieldProps) {
  const t = useTranslations('Common');
  const page = useLocale();
  const language = chosen ?? page;
  const [open, setOpen] = useState(defaultOpen);
  const selected = isDateString(value) ? toCalendarDate(value) : undefined;
  const shown = selected ? formatLongDate(value, { language }) : t('pickDate');
  const before = min && isDateString(min) ? toCalendarDate(min) : undefined;
  const after = max && isDateString(max) ? toCalendarDate(max) : undefined;
  return (
    // Not `required`: aria-required is not allowed on a button; the asterisk says it.
    <Field id={id} label={<>{label}{required && <span aria-hidden className="text-danger"> *</span>}</>} error={error}>
      {(control) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            {/* The name says the chosen date too: a labelled button would be named by its label alone. */}
            <Button {...control} aria-label={`${label}, ${shown}`} variant="outline" className="w-full justify-start font-normal">
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
              defaultMonth={selected ?? before}
              disabled={[...(before ? [{ before }] : []), ...(after ? [{ after }] : [])]}
              required
              onSelect={(day: Date) => {
                onChange(fromCalendarDate(new TZDate(day.getTime(), 'UTC')));
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      )}
    </Field>
  );
}

type TimeFieldProps = {
  /** Prefix of the controls' ids: `${id}-hour`, `${id}-minute`. */
  id: string;
  label: string;
  /** 'HH:mm', wall clock in the salon's zone. */
  value: string;
  onChange: (time: string) => void;
  error?: string;
  /** The label for screen readers only, where a row says what the time is (opening hours: 'Monday' … '–'). */
  labelHidden?: boolean;
  /** Shown under the lists (default); off where the row shows one message for several fields. */
  errorShown?: boolean;
};

/** A 24-hour time as hour and minute lists: the browser's time input shows 'hh:mm AM' on some devices. A minute off the 5-minute list (a booking made elsewhere) stays selectable. */
export function TimeField({ id, label, value, onChange, error, labelHidden = false, errorShown = true }: TimeFieldProps) {
  const t = useTranslations('Common');
  const render = useMessage();
  const [hour = '', minute = ''] = value.split(':');
  const minutes = MINUTES.includes(minute) || !minute ? MINUTES : [...MINUTES, minute].sort();
  return (
    <div role="group" aria-labelledby={`${id}-label`} data-slot="field" data-invalid={error ? true : undefined}>
      <span id={`${id}-label`} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}>
        {label}
        <span aria-hidden className="text-danger"> *</span>
      </span>
      <div className="flex items-center gap-2">
        <NativeSelect id={`${id}-hour`} aria-label={t('hour')} aria-invalid={error ? true : undefined} value={hour} onChange={(event) => onChange(`${event.target.value}:${minute || '00'}`)}>
          {!hour && <option value="">--</option>}
          {HOURS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </NativeSelect>
        <span aria-hidden>:</span>
        <NativeSelect id={`${id}-minute`} aria-label={t('minute')} aria-invalid={error ? true : undefined} value={minute} onChange={(event) => onChange(`${hour || '00'}:${event.target.value}`)}>
          {!minute && <option value="">--</option>}
          {minutes.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </NativeSelect>
      </div>
      {errorShown && <div aria-live="polite">{error && <p className="mt-1.5 text-sm text-danger">{render(error)}</p>}</div>}
    </div>
  );
}

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
  /** Default: the page's language. */
  language?: DateLanguage;
};

/** An appointment's date and 24-hour time (the new and edit dialogs). */
export function DateTimeFields({ id, date, time, onDateChange, onTimeChange, dateError, timeError, language }: Props) {
  const t = useTranslations('Common');
  return (
    <>
      <DateField id={`${id}-date`} label={t('date')} value={date} onChange={onDateChange} error={dateError} language={language} />
      <TimeField id={id} label={t('time')} value={time} onChange={onTimeChange} error={timeError} />
    </>
  );
}
