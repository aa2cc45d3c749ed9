'use client';

import { useTranslations } from 'next-intl';
import type { ServerForm } from '@/components/forms/use-server-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BOOKING_LIMITS } from '@/lib/validation/booking-request';

/** The hours a client may name, on the hour. */
const HOURS = Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);
export const WAITLIST_PERSON_FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'fromTime', 'untilTime'] as const;
type PersonField = (typeof WAITLIST_PERSON_FIELDS)[number];

type Props<Field extends string> = {
  form: ServerForm<Field | PersonField>;
  /** The name's and the hours' labels: the visitor's own ("Your name") or staff's ("Client's name"). */
  labels: { name: string; hours: string };
};

/** Who waits and the hours they could come: the visitor's join form and staff's Add share them. */
export function WaitlistPersonFields<Field extends string>({ form, labels }: Props<Field>) {
  const t = useTranslations('Waitlist');
  return (
    <>
      <Field id="customerName" label={labels.name} error={form.errors.customerName} required>
        <Input name="customerName" autoComplete="name" maxLength={BOOKING_LIMITS.name} onChange={() => form.clearError('customerName')} />
      </Field>
      <Field id="customerEmail" label={t('email')} error={form.errors.customerEmail} required>
        <Input name="customerEmail" type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} onChange={() => form.clearError('customerEmail')} />
      </Field>
      <Field id="customerPhone" label={t('phone')} error={form.errors.customerPhone}>
        <Input name="customerPhone" type="tel" autoComplete="tel" maxLength={BOOKING_LIMITS.phone} onChange={() => form.clearError('customerPhone')} />
      </Field>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-medium">{labels.hours}</legend>
        <Field id="fromTime" label={t('from')} error={form.errors.fromTime}>
          <NativeSelect name="fromTime" defaultValue={HOURS[0]} onChange={() => form.clearError('fromTime')}>
            {HOURS.slice(0, -1).map((hour) => <option key={hour}>{hour}</option>)}
          </NativeSelect>
        </Field>
        <Field id="untilTime" label={t('until')} error={form.errors.untilTime}>
          <NativeSelect name="untilTime" defaultValue={HOURS.at(-1)} onChange={() => form.clearError('untilTime')}>
            {HOURS.slice(1).map((hour) => <option key={hour}>{hour}</option>)}
          </NativeSelect>
        </Field>
      </fieldset>
    </>
  );
}
