'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';

/**
 * "Notify the client" of a move, a new stylist or a cancellation staff make (issue 38): ticked
 * unless staff untick it. `series`: the change reaches the rest of a standing appointment, told in one e-mail.
 */
export function NotifyClientField({ id, checked, onCheckedChange, className, series = false }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; className?: string; series?: boolean }) {
  const t = useTranslations('Appointments');
  return (
    <Field id={id} label={t('notifyClient')} description={t(series ? 'notifyClientSeriesHint' : 'notifyClientHint')} orientation="horizontal" className={className}>
      <Checkbox checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
    </Field>
  );
}
