'use client';

import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setEmailNotificationsAction } from '@/features/account/actions';
import type { OwnNotifications } from '@/features/account/data/own-notifications';
import { useFormAction } from '@/components/forms/use-form-action';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';

/** The signed-in owner's or stylist's own e-mails about online bookings and cancellations. */
export function EmailNotificationsCard({ notifications }: { notifications: OwnNotifications }) {
  const [enabled, setEnabled] = useState(notifications.enabled);
  const { run, pending } = useFormAction();
  const change = async (on: boolean) => {
    const result = await run(() => setEmailNotificationsAction({ enabled: on }));
    if (!result.ok) return;
    setEnabled(result.data.enabled);
    toast.success(on ? 'You will get e-mails about online bookings' : 'You will get no e-mails about online bookings');
  };
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>Notifications</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Field
          id="email-notifications"
          label="Email me about online bookings"
          description={
            notifications.allBookings
              ? 'An e-mail for every booking and cancellation customers make online in your salon.'
              : 'An e-mail when a customer books or cancels an appointment with you online.'
          }
          orientation="horizontal"
        >
          <Switch checked={enabled} disabled={pending} onCheckedChange={change} />
        </Field>
      </CardContent>
    </Card>
  );
}
