'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCsrfToken } from '@/features/booking/components/csrf-token';
import { joinWaitlistAction } from '../public-actions';
import { WAITLIST_PERSON_FIELDS, WaitlistPersonFields } from './waitlist-person-fields';
import type { JoinPageData } from '../load-join-page';

/** The waitlist form: name, e-mail, phone (optional) and the hours the visitor could come on the day. */
export function JoinWaitlistForm({ page }: { page: JoinPageData }) {
  const t = useTranslations('Waitlist');
  const server = useTranslations('Server');
  const csrfToken = useCsrfToken();
  const form = useServerForm({ fields: WAITLIST_PERSON_FIELDS, fallback: server('submissionError') });
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
      <WaitlistPersonFields form={form} labels={{ name: t('name'), hours: t('hours') }} />
      {form.failure && <Alert>{form.failure}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={form.pending || !csrfToken}>
        {form.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
