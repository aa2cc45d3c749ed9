'use client';

import { CalendarCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { createImportedAppointmentAction } from '@/features/appointments/actions';
import { DateField, TimeField } from '@/components/forms/date-time-fields';
import { SelectField } from '@/components/forms/select-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ExtractionResult } from '@/features/appointments/instagram-import/mock-analysis';
import { importedAppointmentSchema, type ImportedAppointmentInput, type ImportedAppointmentValues } from '@/features/appointments/schema/instagram-import';

export type ImportService = { id: string; name: string };

type Props = {
  salonId: string;
  services: ImportService[];
  result: ExtractionResult;
  onCreated: (created: { appointmentId: string; date: string; time: string }) => void;
};

/** The analysed fields, preselecting the salon service the message asked for. */
function initialValues(result: ExtractionResult, services: ImportService[]): ImportedAppointmentValues {
  const service = services.find((s) => s.name.toLowerCase() === result.serviceType.toLowerCase());
  return {
    service_id: service?.id ?? '',
    appointment_date: result.preferredDate,
    appointment_time: result.preferredTime,
    customer_name: result.customerName,
    customer_phone: result.customerPhone,
    customer_email: result.customerEmail,
    notes: result.notes,
  };
}

/** The extracted details, editable, and Create Appointment: a real appointment under the booking rules. */
export function ExtractedAppointmentForm({ salonId, services, result, onCreated }: Props) {
  const t = useTranslations('InstagramImport');
  const common = useTranslations('Common');
  const form = useActionForm<ImportedAppointmentValues, ImportedAppointmentInput>(importedAppointmentSchema, {
    defaultValues: initialValues(result, services),
  });
  const { errors, isSubmitting } = form.formState;

  async function create(values: ImportedAppointmentInput) {
    const outcome = await form.run(() => createImportedAppointmentAction({ ...values, salonId }));
    if (!outcome.ok) return;
    toast.success(t('bookingCreated'), { description: t('bookingCreatedDescription') });
    onCreated({ appointmentId: outcome.data.id, date: values.appointment_date, time: values.appointment_time });
  }

  return (
    <form onSubmit={form.handleSubmit(create)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('extractedForm')}>
      <Field label={t('customerName')} required error={errors.customer_name?.message} className="sm:col-span-2">
        <Input {...form.register('customer_name')} autoComplete="off" />
      </Field>
      <Field label={common('phone')} error={errors.customer_phone?.message}>
        <Input {...form.register('customer_phone')} type="tel" autoComplete="off" />
      </Field>
      <Field label={common('email')} error={errors.customer_email?.message}>
        <Input {...form.register('customer_email')} type="email" autoComplete="off" />
      </Field>
      <SelectField
        control={form.control}
        name="service_id"
        label={common('service')}
        required
        className="sm:col-span-2"
        description={t('askedFor', { service: result.serviceType })}
        placeholder={t('chooseService')}
        options={services.map((service) => ({ value: service.id, label: service.name }))}
      />
      <Controller
        control={form.control}
        name="appointment_date"
        render={({ field }) => <DateField id="import-date" label={common('date')} value={field.value} onChange={field.onChange} error={errors.appointment_date?.message} />}
      />
      <Controller
        control={form.control}
        name="appointment_time"
        render={({ field }) => <TimeField id="import-time" label={common('time')} value={field.value} onChange={field.onChange} error={errors.appointment_time?.message} />}
      />
      <Field label={common('notes')} error={errors.notes?.message} className="sm:col-span-2">
        <Textarea {...form.register('notes')} rows={3} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
        <span className="text-xs text-muted-foreground">{t('confidence', { percent: Math.round(result.confidence * 100) })}</span>
        <Button type="submit" disabled={isSubmitting}>
          <CalendarCheck aria-hidden />
          {isSubmitting ? t('creating') : t('createAppointment')}
        </Button>
      </div>
    </form>
  );
}
