'use client';

import { Plus, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { TimeField } from '@/components/forms/date-time-fields';
import { Button } from '@/components/ui/button';
import { STYLIST_LIMITS, type StylistScheduleInput } from '@/features/staff/schema';
import { weekdayName } from '@/lib/format/dates';
import { WEEKDAY_NAMES } from '@/lib/format/working-hours';
import type { WorkingSpan } from '@/lib/scheduling/stylists';

type Props = {
  control: Control<StylistScheduleInput>;
  setValue: UseFormSetValue<StylistScheduleInput>;
  /** Check the form again on each change (after a first Save). */
  validate: boolean;
  errors: FieldErrors<StylistScheduleInput>['hours'];
  /** The salon's opening hours as spans, for 'Same as opening hours'. */
  openingSpans: WorkingSpan[];
};

/** The working week: per weekday its spans (two make a split shift); a weekday without one is not worked. */
export function WeeklyHoursFields({ control, setValue, validate, errors, openingSpans }: Props) {
  const t = useTranslations('Staff');
  const tc = useTranslations('Common');
  const language = useLocale();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'hours' });
  const hours = useWatch({ control, name: 'hours' });
  const set = (index: number, key: 'from' | 'to') => (time: string) => setValue(`hours.${index}.${key}`, time, { shouldDirty: true, shouldValidate: validate });

  return (
    <section className="grid gap-3" aria-labelledby="weekly-hours-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="weekly-hours-title" className="text-sm font-medium">
          {t('weeklyHours')}
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => replace(openingSpans.map((span) => ({ ...span })))}>
          {t('sameAsOpening')}
        </Button>
      </div>
      <ul className="grid gap-3">
        {WEEKDAY_NAMES.map((dayKey, i) => {
          const weekday = i + 1;
          const dayName = weekdayName(i, language);
          const spans = fields.map((field, index) => ({ field, index })).filter(({ index }) => hours?.[index]?.weekday === weekday);
          return (
            <li key={dayKey} data-weekday={dayKey} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium capitalize">{dayName}</span>
                {spans.length === 0 && <span className="text-sm text-muted-foreground">{t('notWorking')}</span>}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={spans.length >= STYLIST_LIMITS.spansPerDay}
                  aria-label={t('addHoursOn', { day: dayName })}
                  onClick={() => append(nextSpan(weekday, spans.map(({ index }) => hours[index])))}
                >
                  <Plus aria-hidden />
                  {tc('add')}
                </Button>
              </div>
              {spans.map(({ field, index }, n) => (
                <div key={field.id} className="flex items-start gap-2">
                  <div className="grid flex-1 gap-3 sm:grid-cols-2">
                    <TimeField id={`hours-${weekday}-${n}-from`} label={t('from')} value={hours[index]?.from ?? ''} onChange={set(index, 'from')} error={errors?.[index]?.from?.message} />
                    <TimeField id={`hours-${weekday}-${n}-to`} label={t('to')} value={hours[index]?.to ?? ''} onChange={set(index, 'to')} error={errors?.[index]?.to?.message} />
                  </div>
                  <Button type="button" variant="ghost" size="icon" className="mt-6" aria-label={t('removeSpan', { day: dayName, from: hours[index]?.from ?? '', to: hours[index]?.to ?? '' })} onClick={() => remove(index)}>
                    <X aria-hidden />
                  </Button>
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A new span after the day's last one (a split shift's second half), or 09:00-17:00 on an empty day. */
function nextSpan(weekday: number, spans: StylistScheduleInput['hours']): StylistScheduleInput['hours'][number] {
  const last = spans.map((span) => span.to).sort().at(-1);
  if (!last || last >= '22:00') return { weekday, from: '09:00', to: '17:00' };
  const [hour, minute] = last.split(':').map(Number);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { weekday, from: `${pad(hour + 1)}:${pad(minute)}`, to: `${pad(Math.min(hour + 4, 23))}:${pad(minute)}` };
}
