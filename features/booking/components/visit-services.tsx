'use client';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import type { AddedService } from '@/features/booking/data/day-slots';
import { stylistDoes } from '@/lib/scheduling/stylists';
import { ANY_STYLIST, MAX_VISIT_SERVICES } from '@/lib/validation/booking-request';

/** The words it reads, from the page's own catalogue part (the booking page's 'Booking', the New appointment dialog's 'Appointments'). */
export type VisitServiceWords = (
  key: 'addAnotherService' | 'addedService' | 'addedStylist' | 'anyStylist' | 'addedServiceLegend' | 'removeAddedService' | 'addedServiceOption',
  values?: Record<string, string | number>,
) => string;

type Props = {
  services: readonly { id: string; name: string; durationMinutes: number }[];
  /** Empty where the salon does not choose stylists (the visitor's: by public id; staff's: by user id). */
  stylists: readonly { id: string; name: string; serviceIds: readonly string[] }[];
  added: AddedService[];
  onChange: (added: AddedService[]) => void;
  t: VisitServiceWords;
};

/**
 * The services added to the visit after the first (issue 34 item 2), in the order chosen, on the
 * public booking page and in staff's New appointment dialog: the
 * browser's own selects with the controls' look (not NativeSelect, whose class merge would bring
 * tailwind-merge, 8 KB gzip, into the booking page), each with its stylist or "Any stylist". "Add another
 * service" adds the first service of the menu; a stylist who does not do a newly picked service
 * gives way to "Any stylist".
 */
export function VisitServices({ services, stylists, added, onChange, t }: Props) {
  const change = (index: number, part: AddedService) => onChange(added.map((current, i) => (i === index ? part : current)));
  return (
    <div className="space-y-3">
      {added.map((part, index) => {
        const number = index + 2;
        return (
          <fieldset key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <legend className="px-1 text-sm font-medium">{t('addedServiceLegend', { number })}</legend>
            <div className="grid gap-1 text-sm">
              <label htmlFor={`added-service-${number}`}>{t('addedService')}</label>
              <select
                id={`added-service-${number}`}
                className={controlClass}
                value={part.serviceId}
                onChange={(event) => {
                  const serviceId = event.target.value;
                  const keeps = stylists.some((s) => s.id === part.stylist && stylistDoes(s, serviceId));
                  change(index, { serviceId, stylist: keeps ? part.stylist : ANY_STYLIST });
                }}
              >
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {t('addedServiceOption', { name: service.name, minutes: service.durationMinutes })}
                  </option>
                ))}
              </select>
            </div>
            {stylists.length > 0 && (
              <div className="grid gap-1 text-sm">
                <label htmlFor={`added-stylist-${number}`}>{t('addedStylist')}</label>
                <select className={controlClass} id={`added-stylist-${number}`} value={part.stylist} onChange={(event) => change(index, { ...part, stylist: event.target.value })}>
                  <option value={ANY_STYLIST}>{t('anyStylist')}</option>
                  {stylists
                    .filter((s) => stylistDoes(s, part.serviceId))
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </select>
              </div>
            )}
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(added.filter((_, i) => i !== index))}>
              {t('removeAddedService', { number })}
            </Button>
          </fieldset>
        );
      })}
      {added.length < MAX_VISIT_SERVICES - 1 && services.length > 0 && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...added, { serviceId: services[0].id, stylist: ANY_STYLIST }])}>
          {t('addAnotherService')}
        </Button>
      )}
    </div>
  );
}
