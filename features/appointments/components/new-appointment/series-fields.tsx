'use client';

import { CheckCircle2, Loader2, Repeat, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkAppointmentSeriesAction } from '@/features/appointments/actions';
import type { OccurrenceCheck } from '@/features/appointments/data/appointment-series';
import { SERIES_LIMITS } from '@/features/appointments/schema/appointment-series';
import type { StaffBookingValues } from '@/features/appointments/schema/staff-booking';
import { DateField } from '@/components/forms/date-time-fields';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import { useMessage } from '@/components/forms/use-message';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { formatLongDate, type DateLanguage } from '@/lib/format/dates';
import { addDays } from '@/lib/scheduling/zoned-time';

/** Waits this long after the last change before checking the dates. */
const CHECK_DELAY_MS = 400;

export type SeriesSettings = { every_weeks: number; ends: 'after' | 'on'; count: number; until: string };
/** What staff chose for the dates that cannot be booked: nothing yet, leave them out, or their nearest free times. */
export type CollisionChoice = '' | 'skip' | 'alternatives';

type Check = { status: 'idle' } | { status: 'checking' } | { status: 'checked'; occurrences: OccurrenceCheck[] } | { status: 'failed'; message: string };

/** "Repeat" of the New appointment dialog: its settings, the dates as the server checked them, and staff's choice for the ones that collide. */
export function useSeries() {
  const [on, setOn] = useState(false);
  const [settings, setSettings] = useState<SeriesSettings>({ every_weeks: 4, ends: 'after', count: 6, until: '' });
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [choice, setChoice] = useState<CollisionChoice>('');
  const latest = useLatestRequest((input: object) => checkAppointmentSeriesAction(input).catch(() => null), CHECK_DELAY_MS);

  /** Checks the dates for the booking as the form holds it (on every change that matters). */
  const schedule = (booking: StaffBookingValues) => {
    if (!on || !booking.service_id || !booking.appointment_date || !booking.appointment_time) {
      latest.cancel();
      return setCheck({ status: 'idle' });
    }
    setCheck({ status: 'checking' });
    setChoice('');
    latest.schedule({ ...booking, ...settings, until: settings.ends === 'on' ? settings.until : null, count: settings.ends === 'after' ? settings.count : null }, (result) =>
      setCheck(result?.ok ? { status: 'checked', occurrences: result.data.occurrences } : { status: 'failed', message: result?.message ?? '' }),
    );
  };
  const collisions = check.status === 'checked' ? check.occurrences.filter((occurrence) => !occurrence.placeable) : [];
  /** The series' part of the booking, with staff's explicit choice; null while one is needed and not made. */
  const submission = () => {
    if (collisions.length && !choice) return null;
    const moved = choice === 'alternatives' ? collisions.flatMap((one) => (!one.placeable && one.alternative ? [{ from: one.date, ...one.alternative }] : [])) : [];
    const skip = collisions.filter((one) => !moved.some((move) => move.from === one.date)).map((one) => one.date);
    return { ...settings, until: settings.ends === 'on' ? settings.until : null, count: settings.ends === 'after' ? settings.count : null, skip, moves: moved };
  };
  const count = check.status === 'checked' ? check.occurrences.length - (choice === 'skip' ? collisions.length : 0) : null;
  return { on, setOn, settings, setSettings, check, choice, setChoice, collisions, schedule, submission, count };
}

export type Series = ReturnType<typeof useSeries>;

/** The series' settings and its checked dates: each free, or why not and the nearest free time instead. */
export function SeriesFields({ series, date, needsChoice }: { series: Series; date: string; needsChoice: boolean }) {
  const t = useTranslations('Appointments');
  const language = useLocale() as DateLanguage;
  const { on, setOn, settings, setSettings, check, choice, setChoice, collisions } = series;
  const change = (patch: Partial<SeriesSettings>) => setSettings({ ...settings, ...patch });
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border p-3 sm:col-span-2" data-testid="series-fields">
      <Field id="new-repeat" label={t('repeat')} description={t('repeatHint')} orientation="horizontal">
        <Switch checked={on} onCheckedChange={setOn} />
      </Field>
      {on && (
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field id="new-every-weeks" label={t('everyWeeks')}>
            <NativeSelect className="h-10" value={settings.every_weeks} onChange={(event) => change({ every_weeks: Number(event.target.value) })}>
              {Array.from({ length: SERIES_LIMITS.maxEveryWeeks }, (_, i) => i + 1).map((weeks) => (
                <option key={weeks} value={weeks}>
                  {t('weeksApart', { count: weeks })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="new-ends" label={t('ends')}>
            <NativeSelect className="h-10" value={settings.ends} onChange={(event) => change({ ends: event.target.value as SeriesSettings['ends'] })}>
              <option value="after">{t('endsAfter')}</option>
              <option value="on">{t('endsOn')}</option>
            </NativeSelect>
          </Field>
          {settings.ends === 'after' ? (
            <Field id="new-count" label={t('occurrenceCount')}>
              <NativeSelect className="h-10" value={settings.count} onChange={(event) => change({ count: Number(event.target.value) })}>
                {Array.from({ length: SERIES_LIMITS.maxOccurrences - SERIES_LIMITS.minOccurrences + 1 }, (_, i) => i + SERIES_LIMITS.minOccurrences).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : (
            <DateField id="new-until" label={t('lastDate')} value={settings.until} onChange={(until) => change({ until })} min={date ? addDays(date, 1) : undefined} />
          )}
        </div>
      )}
      {on && <SeriesDates check={check} language={language} />}
      {on && collisions.length > 0 && (
        <div className="grid gap-2" role="radiogroup" aria-labelledby="series-choice-label">
          <p id="series-choice-label" className="text-sm font-medium">
            {t('collisionsFound', { count: collisions.length })}
          </p>
          {(['skip', 'alternatives'] as const).map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input type="radio" name="series-choice" className="mt-0.5 size-4 accent-primary" checked={choice === option} onChange={() => setChoice(option)} />
              {t(option === 'skip' ? 'skipThem' : 'useAlternatives')}
            </label>
          ))}
          {needsChoice && !choice && <Alert>{t('chooseCollisionAction')}</Alert>}
        </div>
      )}
    </fieldset>
  );
}

function SeriesDates({ check, language }: { check: Check; language: DateLanguage }) {
  const t = useTranslations('Appointments');
  const render = useMessage();
  if (check.status === 'idle') return null;
  if (check.status === 'checking')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('checkingDates')}
      </p>
    );
  if (check.status === 'failed') return <Alert>{render(check.message)}</Alert>;
  return (
    <div className="grid min-w-0 gap-2">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Repeat aria-hidden className="size-4" />
        {t('seriesDates')}
      </p>
      <ol className="grid min-w-0 gap-1 text-sm" aria-label={t('seriesDates')} data-testid="series-dates">
        {check.occurrences.map((occurrence) => (
          <li key={occurrence.date} className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-0.5" data-placeable={occurrence.placeable}>
            {occurrence.placeable ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" /> : <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />}
            <span className="font-medium">
              {formatLongDate(occurrence.date, { language })} {occurrence.time}
            </span>
            <span className="sr-only">{t(occurrence.placeable ? 'dateFree' : 'dateNotFree')}</span>
            {!occurrence.placeable && (
              <span className="grid w-full min-w-0 pl-6 break-words text-muted-foreground">
                <span>{render(occurrence.reason)}</span>
                <span>{occurrence.alternative ? t('alternative', { day: formatLongDate(occurrence.alternative.date, { language }), time: occurrence.alternative.time }) : t('noAlternative')}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
