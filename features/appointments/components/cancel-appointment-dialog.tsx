'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { CANCEL_REASON_MAX } from '@/lib/validation/appointment';
import { NotifyClientField } from './notify-client-field';
import { SeriesScopeField } from './series-scope-field';

/** `restOfSeries`: an occurrence of a standing appointment goes with the later ones of its series. */
export type CancelChoice = { notifyClient: boolean; reason: string; restOfSeries: boolean };

/**
 * Staff's cancellation asks first (issue 38): an optional reason and, when the client has an
 * e-mail address, "Notify the client" (ticked), which sends the reason with the cancellation.
 */
export function CancelAppointmentDialog({
  customerName,
  hasEmail,
  inSeries = false,
  pending,
  onConfirm,
  onClose,
}: {
  customerName: string;
  hasEmail: boolean;
  /** An occurrence of a standing appointment: this one only, or it and the later ones. */
  inSeries?: boolean;
  pending: boolean;
  onConfirm: (choice: CancelChoice) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Appointments');
  const [notifyClient, setNotifyClient] = useState(hasEmail);
  const [reason, setReason] = useState('');
  const [restOfSeries, setRestOfSeries] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('cancelConfirmTitle', { name: customerName })}</DialogTitle>
          <DialogDescription>{t('cancelConfirmText')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {inSeries && <SeriesScopeField name="cancel-series" labels={{ thisOne: t('cancelThisOne'), theRest: t('cancelTheRest') }} rest={restOfSeries} onChange={setRestOfSeries} />}
          {hasEmail && <NotifyClientField id="cancel-notify-client" checked={notifyClient} onCheckedChange={setNotifyClient} />}
          {hasEmail && notifyClient && (
            <Field id="cancel-reason" label={t('cancelReason')} description={t('cancelReasonHint')}>
              <Textarea className="min-h-16" maxLength={CANCEL_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('keepAppointment')}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => onConfirm({ notifyClient: hasEmail && notifyClient, reason, restOfSeries: inSeries && restOfSeries })}>
            {t('cancelAppointment')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
