'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BOOKING_LIMITS } from '@/lib/validation/booking-request';
import { useCsrfToken } from '@/features/booking/components/csrf-token';
import { joinWaitlistAction } from '../public-actions';
import type { JoinPageData } from '../load-join-page';

/** The hours a visitor may name, on the hour. */
const HOURS = Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);
const FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'fromTime', 'untilTime'] as const;

/** The waitlist form: name, e-mail, phone (optional) and the hours the visitor could come on the day. */
export function JoinWaitlistForm({ page }: { page: JoinPageData }) {
  const t = useTranslations('Waitlist');
  const server = useTranslations('Server');
  const csrfToken = useCsrfToken();
  const form = useServerForm({ fields: FIELDS, fallback: server('submissionError') });
  const [joined, setJoined] = useState<{ fromTime: string; untilTime: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...formValues(event.currentTarget), salonId: page.salonId, serviceId: page.serviceId, date: page.date, stylistId: page.stylistId, csrfToken };
    const result = await form.run(() => joinWaitlistAction(values, page.locale));
    if (result?.ok) setJoined(result.data as { fromTime: string; untilTime: string });
  }

  if (joined) return <Alert variant="info">{t('joined', { date: page.dateLabel, from: joined.fromTime, until: joined.untilTime })}</Alert>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="customerName" label={t('name')} error={form.errors.customerName} required>
        <Input name="customerName" autoComplete="name" maxLength={BOOKING_LIMITS.name} onChange={() => form.clearError('customerName')} />
      </Field>
      <Field id="customerEmail" label={t('email')} error={form.errors.customerEmail} required>
        <Input name="customerEmail" type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} onChange={() => form.clearError('customerEmail')} />
      </Field>
      <Field id="customerPhone" label={t('phone')} error={form.errors.customerPhone}>
        <Input name="customerPhone" type="tel" autoComplete="tel" maxLength={BOOKING_LIMITS.phone} onChange={() => form.clearError('customerPhone')} />
      </Field>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-medium">{t('hours')}</legend>
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
      {form.failure && <Alert>{form.failure}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={form.pending || !csrfToken}>
        {form.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
