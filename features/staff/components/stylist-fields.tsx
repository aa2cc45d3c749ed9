'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { DateField } from '@/components/forms/date-time-fields';
import { useMessage } from '@/components/forms/use-message';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatLongDate } from '@/lib/format/dates';

type DaysOffProps = { days: string[]; onChange: (days: string[]) => void; today: string; error?: string };

/** The member's own days off: picking a date adds it, each one can be taken back. */
export function DaysOffField({ days, onChange, today, error }: DaysOffProps) {
  const t = useTranslations('Staff');
  const language = useLocale();
  return (
    <section className="grid gap-2" aria-labelledby="days-off-title">
      <h3 id="days-off-title" className="text-sm font-medium">
        {t('daysOff')}
      </h3>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noDaysOff')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('daysOff')}>
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
              {formatLongDate(day, { language })}
              <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t('removeDayOff', { date: formatLongDate(day, { language }) })} onClick={() => onChange(days.filter((d) => d !== day))}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DateField id="day-off" label={t('addDayOff')} required={false} value="" min={today} error={error} onChange={(day) => onChange([...new Set([...days, day])].sort())} />
    </section>
  );
}

type ServicesProps = {
  services: { id: string; name: string }[];
  all: boolean;
  selected: string[];
  onAllChange: (all: boolean) => void;
  onSelectedChange: (ids: string[]) => void;
  error?: string;
};

/** The services the member does: all of them (also the ones added later), or only the checked ones. */
export function ServicesField({ services, all, selected, onAllChange, onSelectedChange, error }: ServicesProps) {
  const t = useTranslations('Staff');
  const render = useMessage();
  const toggle = (id: string, on: boolean) => onSelectedChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('services')}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name="all_services" checked={all} onChange={() => onAllChange(true)} className="accent-primary" />
          {t('allServices')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="all_services" checked={!all} onChange={() => onAllChange(false)} className="accent-primary" />
          {t('onlyThese')}
        </label>
      </div>
      {!all && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('servicesTheyDo')}>
          {services.map((service) => (
            <li key={service.id} className="flex min-w-0 items-center gap-2">
              <Checkbox id={`service-${service.id}`} checked={selected.includes(service.id)} onCheckedChange={(on) => toggle(service.id, on === true)} aria-invalid={error ? true : undefined} />
              <Label htmlFor={`service-${service.id}`} className="min-w-0 font-normal break-words">
                {service.name}
              </Label>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">{error && <p className="text-sm text-danger">{render(error)}</p>}</div>
    </fieldset>
  );
}
