'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { createImportedAppointmentAction } from '@/features/appointments/actions';
import { SelectField } from '@/components/forms/select-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { INSTAGRAM_IMPORT_TOASTS as TOASTS } from '@/features/appointments/instagram-import/messages';
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
  const form = useForm<ImportedAppointmentValues, unknown, ImportedAppointmentInput>({
    resolver: zodResolver(importedAppointmentSchema),
    defaultValues: initialValues(result, services),
  });
  const { errors, isSubmitting } = form.formState;
  const { run } = useFormAction({ form });

  async function create(values: ImportedAppointmentInput) {
    const outcome = await run(() => createImportedAppointmentAction({ ...values, salonId }));
    if (!outcome.ok) return;
    toast.success(TOASTS.bookingCreated, { description: TOASTS.bookingCreatedDescription });
    onCreated({ appointmentId: outcome.data.id, date: values.appointment_date, time: values.appointment_time });
  }

  return (
    <form onSubmit={form.handleSubmit(create)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Extracted booking details">
      <Field label="Customer name" required error={errors.customer_name?.message} className="sm:col-span-2">
        <Input {...form.register('customer_name')} autoComplete="off" />
      </Field>
      <Field label="Phone" error={errors.customer_phone?.message}>
        <Input {...form.register('customer_phone')} type="tel" autoComplete="off" />
      </Field>
      <Field label="Email" error={errors.customer_email?.message}>
        <Input {...form.register('customer_email')} type="email" autoComplete="off" />
      </Field>
      <SelectField
        control={form.control}
        name="service_id"
        label="Service"
        required
        className="sm:col-span-2"
        description={`Asked for: ${result.serviceType}`}
        placeholder="Choose a service"
        options={services.map((service) => ({ value: service.id, label: service.name }))}
      />
      <Field label="Date" required error={errors.appointment_date?.message}>
        <Input {...form.register('appointment_date')} type="date" />
      </Field>
      <Field label="Time" required error={errors.appointment_time?.message}>
        <Input {...form.register('appointment_time')} type="time" step={300} />
      </Field>
      <Field label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea {...form.register('notes')} rows={3} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
        <span className="text-xs text-muted-foreground">Confidence {Math.round(result.confidence * 100)}% (demo analysis)</span>
        <Button type="submit" disabled={isSubmitting}>
          <CalendarCheck aria-hidden />
          {isSubmitting ? 'Creating...' : 'Create Appointment'}
        </Button>
      </div>
    </form>
  );
}
