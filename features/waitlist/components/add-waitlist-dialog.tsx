'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { LanguageOptions } from '@/components/forms/language-options';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/ui/toast';
import { addWaitlistEntryAction } from '../actions';
import { WAITLIST_PERSON_FIELDS, WaitlistPersonFields } from './waitlist-person-fields';
import type { WaitlistDayProps } from './waitlist-day';

const FIELDS = [...WAITLIST_PERSON_FIELDS, 'serviceId', 'stylistId', 'language'] as const;

type Props = Pick<WaitlistDayProps, 'salonId' | 'date' | 'services' | 'stylists' | 'defaultLanguage'> & { dateLabel: string; onClose: () => void; onAdded: () => void };

/**
 * Staff add someone to the selected day's waiting list (from the phone too): the service, a
 * stylist or any, who they are and the hours they could come, and the language their e-mails
 * are written in (the salon's unless chosen). The server checks it as a visitor's join.
 */
export function AddWaitlistDialog({ salonId, date, dateLabel, services, stylists, defaultLanguage, onClose, onAdded }: Props) {
  const t = useTranslations('Waitlist');
  const form = useServerForm({ fields: FIELDS });
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const serving = stylists?.filter((stylist) => !stylist.serviceIds.length || stylist.serviceIds.includes(serviceId));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const result = await form.run(() => addWaitlistEntryAction({ ...values, salonId, date }));
    if (!result?.ok) return;
    toast.success(t('added', { name: values.customerName }));
    onAdded();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !form.pending && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('addTitle')}</DialogTitle>
          <DialogDescription>{t('addIntro', { date: dateLabel })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field id="serviceId" label={t('service')} error={form.errors.serviceId} required>
            <NativeSelect name="serviceId" value={serviceId} onChange={(event) => (setServiceId(event.target.value), form.clearError('serviceId'))}>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {serving && (
            <Field id="stylistId" label={t('stylist')} error={form.errors.stylistId}>
              <NativeSelect name="stylistId" defaultValue="" onChange={() => form.clearError('stylistId')}>
                <option value="">{t('anyStylist')}</option>
                {serving.map((stylist) => (
                  <option key={stylist.id} value={stylist.id}>
                    {stylist.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <WaitlistPersonFields form={form} labels={{ name: t('clientName'), hours: t('clientHours') }} />
          <Field id="language" label={t('language')} error={form.errors.language}>
            <NativeSelect name="language" defaultValue={defaultLanguage}>
              <LanguageOptions />
            </NativeSelect>
          </Field>
          {form.failure && <Alert>{form.failure}</Alert>}
          <DialogFormFooter submitLabel={t('add')} pendingLabel={t('adding')} submitting={form.pending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
