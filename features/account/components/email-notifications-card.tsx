'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setEmailNotificationsAction } from '@/features/account/actions';
import type { OwnNotifications } from '@/features/account/data/own-notifications';
import { SwitchField } from '@/components/forms/switch-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The signed-in owner's or stylist's own e-mails about online bookings and cancellations. */
export function EmailNotificationsCard({ notifications }: { notifications: OwnNotifications }) {
  const t = useTranslations('Account');
  const [enabled, setEnabled] = useState(notifications.enabled);
  const { run, pending } = useFormAction();
  const change = async (on: boolean) => {
    const result = await run(() => setEmailNotificationsAction({ enabled: on }));
    if (!result.ok) return;
    setEnabled(result.data.enabled);
    toast.success(on ? t('emailsOn') : t('emailsOff'));
  };
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('notifications')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SwitchField id="email-notifications" label={t('emailMe')} description={notifications.allBookings ? t('emailMeAll') : t('emailMeOwn')} checked={enabled} disabled={pending} onCheckedChange={change} />
      </CardContent>
    </Card>
  );
}
