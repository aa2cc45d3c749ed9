import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { StylistOption } from '@/features/appointments/data/stylists';
import { stylistDoes, worksOn } from '@/lib/scheduling/stylists';

type Props = ComponentProps<'select'> & {
  id: string;
  stylists: readonly StylistOption[];
  /** Only stylists who do this service are offered (and the one already chosen). */
  serviceId: string | null;
  chosenId: string | null;
  /** The appointment's day ('yyyy-MM-dd'): a stylist who does not work then is marked off and cannot be chosen. */
  date: string | null;
  /** What '' reads (default 'No stylist'; in a visit, 'Any stylist'). */
  emptyLabel?: string;
  error?: string;
  className?: string;
};

/**
 * The appointment dialogs' 'Stylist' choice: 'No stylist' (the value '') or one of the salon's
 * bookable members who does the service; one off on the day (a day off, or a weekday they never
 * work) is listed as off and cannot be chosen, unless already chosen.
 */
export function StylistField({ id, stylists, serviceId, chosenId, date, emptyLabel, error, className, ...select }: Props) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  return (
    <Field id={id} label={common('stylist')} error={error} className={className}>
      <NativeSelect className="h-10" {...select}>
        <option value="">{emptyLabel ?? t('noStylist')}</option>
        {stylists
          .filter((stylist) => stylist.id === chosenId || stylistDoes(stylist, serviceId))
          .map((stylist) => {
            const off = date !== null && !worksOn(stylist, date);
            return (
              <option key={stylist.id} value={stylist.id} disabled={off && stylist.id !== chosenId}>
                {off ? t('stylistOff', { name: stylist.name }) : stylist.name}
              </option>
            );
          })}
      </NativeSelect>
    </Field>
  );
}

/** The chosen stylist when they do `serviceId`, else '' ('No stylist'): what a change of service leaves. */
export function stylistForService(stylists: readonly StylistOption[], chosenId: string, serviceId: string): string {
  const chosen = stylists.find((stylist) => stylist.id === chosenId);
  return chosen && stylistDoes(chosen, serviceId) ? chosenId : '';
}
