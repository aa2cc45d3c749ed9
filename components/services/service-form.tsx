'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { ActionResult } from '@/lib/actions/result';
import { PRICE_ON_REQUEST } from '@/lib/format/money';
import {
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  emptyServiceForm,
  serviceFormSchema,
  type ServiceFormData,
  type ServiceFormFields,
  type ServiceFormValues,
} from '@/lib/validation/service';

export type CurrencyOption = { code: string; name: string; symbol: string };
export type StationOption = { id: string; name: string; isActive: boolean };

const FORM_FIELDS = new Set(Object.keys(emptyServiceForm('HUF')));

type ServiceFormProps = {
  initialValues: ServiceFormFields;
  currencies: CurrencyOption[];
  /** The salon's stations; inactive ones appear only when the service is already limited to them. */
  stations: StationOption[];
  /** Categories already in use, offered as suggestions. */
  categories: string[];
  submitLabel: string;
  onSubmit: (data: ServiceFormData) => Promise<ActionResult<unknown>>;
  onCancel: () => void;
};

/** The service form (issue 13 point 1): what a visitor sees on the booking page, and which stations can do it. */
export function ServiceForm({ initialValues, currencies, stations, categories, submitLabel, onSubmit, onCancel }: ServiceFormProps) {
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormValues, unknown, ServiceFormData>({ resolver: zodResolver(serviceFormSchema), defaultValues: initialValues });
  const [failure, setFailure] = useState<string | null>(null);
  const onRequest = useWatch({ control, name: 'price_on_request' });
  const shownStations = stations.filter((station) => station.isActive || initialValues.station_ids.includes(station.id));

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    const result = await onSubmit(data).catch(() => null);
    if (result?.ok) return;
    const unshown: string[] = [];
    for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) {
      if (FORM_FIELDS.has(field)) setError(field as FieldPath<ServiceFormValues>, { message });
      else unshown.push(message);
    }
    const message = result?.message ?? SERVICE_MESSAGES.saveFailed;
    setFailure([message, ...unshown].join(' '));
    toast.error(message);
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      {failure && <Alert>{failure}</Alert>}
      <Field label="Name" required error={errors.name?.message}>
        <Input maxLength={SERVICE_LIMITS.name} {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category?.message} description="Services are grouped by category.">
          <Input list="service-categories" maxLength={SERVICE_LIMITS.category} {...register('category')} />
        </Field>
        <datalist id="service-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Field label="Duration (minutes)" required error={errors.duration_minutes?.message}>
          <Input type="number" inputMode="numeric" min={SERVICE_LIMITS.durationMin} max={SERVICE_LIMITS.durationMax} step={5} {...register('duration_minutes')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price" required={!onRequest} error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" disabled={onRequest} {...register('price')} />
        </Field>
        <Field label="Currency" required error={errors.currency_code?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="currency_code"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a currency" />
                  </SelectTrigger>
                  <SelectContent>
                    {currencies.map((currency) => (
                      <SelectItem key={currency.code} value={currency.code}>
                        {currency.code} · {currency.name} ({currency.symbol})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="price_on_request"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="service-price-on-request" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            <Label htmlFor="service-price-on-request">{PRICE_ON_REQUEST}</Label>
          </div>
        )}
      />
      <Field label="Tooltip" error={errors.tooltip?.message} description="A short note shown with the service on the booking page.">
        <Input maxLength={SERVICE_LIMITS.tooltip} {...register('tooltip')} />
      </Field>
      {shownStations.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Stations that can do it</legend>
          <p className="text-sm text-muted-foreground">None ticked: every station can.</p>
          <Controller
            control={control}
            name="station_ids"
            render={({ field }) => (
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {shownStations.map((station) => (
                  <div key={station.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`service-station-${station.id}`}
                      checked={field.value.includes(station.id)}
                      onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, station.id] : field.value.filter((id) => id !== station.id))}
                    />
                    <Label htmlFor={`service-station-${station.id}`}>
                      {station.name}
                      {!station.isActive && ' (inactive)'}
                    </Label>
                  </div>
                ))}
              </div>
            )}
          />
          {errors.station_ids?.message && <p className="text-sm text-danger">{errors.station_ids.message}</p>}
        </fieldset>
      )}
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div>
              <Label htmlFor="service-active">Active</Label>
              <p className="text-sm text-muted-foreground">Inactive services are not offered on the booking page.</p>
            </div>
            <Switch id="service-active" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <DialogFormFooter submitLabel={submitLabel} pendingLabel="Saving..." submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
