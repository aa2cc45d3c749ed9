'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';

/** "Notify the client" of a move, a new stylist or a cancellation staff make (issue 38): ticked unless staff untick it. */
export function NotifyClientField({ id, checked, onCheckedChange, className }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; className?: string }) {
  const t = useTranslations('Appointments');
  return (
    <Field id={id} label={t('notifyClient')} description={t('notifyClientHint')} orientation="horizontal" className={className}>
      <Checkbox checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
    </Field>
  );
}
