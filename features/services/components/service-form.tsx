'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { SwitchField } from '@/components/forms/switch-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { SelectField } from '@/components/forms/select-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ActionResult } from '@/lib/result';
import { SERVICE_LIMITS, serviceFormSchema, type ServiceFormData, type ServiceFormFields, type ServiceFormValues } from '@/features/services/schema';

export type CurrencyOption = { code: string; name: string; symbol: string };
export type StationOption = { id: string; name: string; isActive: boolean };

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

/** The service form: what a visitor sees on the booking page, and which stations can do it. */
export function ServiceForm({ initialValues, currencies, stations, categories, submitLabel, onSubmit, onCancel }: ServiceFormProps) {
  const t = useTranslations('Services');
  const tc = useTranslations('Common');
  const { register, control, handleSubmit, formState: { errors, isSubmitting }, run, failure } = useActionForm<ServiceFormValues, ServiceFormData>(serviceFormSchema, { defaultValues: initialValues });
  const onRequest = useWatch({ control, name: 'price_on_request' });
  const shownStations = stations.filter((station) => station.isActive || initialValues.station_ids.includes(station.id));

  const submit = handleSubmit((data) => run(() => onSubmit(data)));

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      {failure && <Alert>{failure}</Alert>}
      <Field label={tc('name')} required error={errors.name?.message}>
        <Input maxLength={SERVICE_LIMITS.name} {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('category')} error={errors.category?.message} description={t('categoryHint')}>
          <Input list="service-categories" maxLength={SERVICE_LIMITS.category} {...register('category')} />
        </Field>
        <datalist id="service-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Field label={t('durationMinutes')} required error={errors.duration_minutes?.message}>
          <Input type="number" inputMode="numeric" min={SERVICE_LIMITS.durationMin} max={SERVICE_LIMITS.durationMax} step={5} {...register('duration_minutes')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tc('price')} required={!onRequest} error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" disabled={onRequest} {...register('price')} />
        </Field>
        <SelectField
          control={control}
          name="currency_code"
          label={t('currency')}
          required
          placeholder={t('chooseCurrency')}
          options={currencies.map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name} (${currency.symbol})` }))}
        />
      </div>
      <Controller
        control={control}
        name="price_on_request"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="service-price-on-request" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            <Label htmlFor="service-price-on-request">{t('priceOnRequest')}</Label>
          </div>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('segments')}</legend>
        <p className="text-sm text-muted-foreground">{t('segmentsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('processingStartMinutes')} error={errors.processing_start_minutes?.message}>
            <Input type="number" inputMode="numeric" min={0} max={SERVICE_LIMITS.durationMax} step={5} {...register('processing_start_minutes')} />
          </Field>
          <Field label={t('processingMinutes')} error={errors.processing_minutes?.message}>
            <Input type="number" inputMode="numeric" min={0} max={SERVICE_LIMITS.processingMax} step={5} {...register('processing_minutes')} />
          </Field>
          <Field label={t('bufferMinutes')} error={errors.buffer_minutes?.message}>
            <Input type="number" inputMode="numeric" min={0} max={SERVICE_LIMITS.bufferMax} step={5} {...register('buffer_minutes')} />
          </Field>
        </div>
      </fieldset>
      <Field label={t('tooltip')} error={errors.tooltip?.message} description={t('tooltipHint')}>
        <Input maxLength={SERVICE_LIMITS.tooltip} {...register('tooltip')} />
      </Field>
      {shownStations.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('stations')}</legend>
          <p className="text-sm text-muted-foreground">{t('stationsHint')}</p>
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
                      {station.isActive ? station.name : t('inactiveStation', { name: station.name })}
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
          <SwitchField id="service-active" label={t('active')} description={t('activeHint')} className="rounded-md border p-3" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <DialogFormFooter submitLabel={submitLabel} pendingLabel={tc('saving')} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
