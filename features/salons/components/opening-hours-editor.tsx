'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TimeField } from '@/components/forms/date-time-fields';
import { useMessage } from '@/components/forms/use-message';
import { Button } from '@/components/ui/button';
import { weekdayName } from '@/lib/format/dates';
import { WEEKDAYS, type Weekday } from '@/lib/scheduling/opening-hours';
import type { OpeningHoursForm } from '@/lib/validation/salon';

/** The part of a form the editor works on: the admin salon form and the owner's settings both have it. */
type HoursFormValues = { opening_hours: OpeningHoursForm };

/**
 * Opening hours per weekday (spec point 2): from, to, and a Close/Open toggle; closed days read
 * 'Closed'. Works inside any form (FormProvider) with an `opening_hours` field. Its words are
 * Common's (the admin's salon form and the owner's settings both show it); weekdays in the language.
 */
export function OpeningHoursEditor() {
  const t = useTranslations('Common');
  const render = useMessage();
  const language = useLocale();
  const dayName = (day: Weekday) => weekdayName(WEEKDAYS.indexOf(day), language);
  const {
    control,
    setValue,
    formState: { errors: formErrors },
  } = useFormContext<HoursFormValues>();
  const errors = formErrors.opening_hours;
  const hours = useWatch({ control, name: 'opening_hours' });
  return (
    <div className="grid gap-2">
      {WEEKDAYS.map((day) => {
        const closed = hours[day].is_closed;
        const error = errors?.[day]?.end_time?.message ?? errors?.[day]?.start_time?.message;
        return (
          <div key={day} role="group" aria-label={dayName(day)} className="grid gap-1">
            {/* Phones: day and toggle on one line, the times below; wider: one line each day. */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1.5 sm:grid-cols-[6.5rem_minmax(0,1fr)_auto]">
              <span className="text-sm font-medium capitalize">{dayName(day)}</span>
              <div className="col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                {closed ? (
                  <span className="text-sm text-muted-foreground">{t('closed')}</span>
                ) : (
                  <div className="flex items-center gap-1.5">
                    <Controller
                      control={control}
                      name={`opening_hours.${day}.start_time`}
                      render={({ field }) => <TimeField id={`opening-${day}-from`} label={t('dayFrom', { day: dayName(day) })} labelHidden value={field.value} onChange={field.onChange} error={error} errorShown={false} />}
                    />
                    <span aria-hidden className="text-muted-foreground">
                      –
                    </span>
                    <Controller
                      control={control}
                      name={`opening_hours.${day}.end_time`}
                      render={({ field }) => <TimeField id={`opening-${day}-to`} label={t('dayTo', { day: dayName(day) })} labelHidden value={field.value} onChange={field.onChange} error={error} errorShown={false} />}
                    />
                  </div>
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                className="col-start-2 row-start-1 w-16 sm:col-start-3"
                aria-label={t(closed ? 'openOn' : 'closeOn', { day: dayName(day) })}
                onClick={() => setValue(`opening_hours.${day}.is_closed`, !closed, { shouldDirty: true, shouldValidate: true })}
              >
                {closed ? t('openDay') : t('closeDay')}
              </Button>
            </div>
            {error && !closed && <p className="text-sm text-danger">{render(error)}</p>}
          </div>
        );
      })}
    </div>
  );
}
