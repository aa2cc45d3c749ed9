'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch, type FieldPath, type PathValue } from 'react-hook-form';
import type { SlotCheck } from '@/features/appointments/components/email/use-slot-check';
import { DateTimeFields } from '@/components/forms/date-time-fields';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { currencySymbol } from '@/lib/format/money';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/validation/appointment';
import { CUSTOM_DURATION, QUICK_DURATIONS } from '@/lib/validation/appointment-edit';
import type { AppointmentSalon } from './appointment-types';
import { EditAvailability } from './edit-availability';
import { StylistField, stylistForService } from './stylist-field';
import { currencyOf, slotQueryOf, type EditFormValues } from './edit-form-values';
import { useEditField } from './use-edit-field';

/** Radix Select items cannot hold '': the station select's "automatic" choice. */
const ANY_STATION = 'any';

/** Spec point 2, Details tab: service, durations, price, location, station, stylist, date, time, status, notes. */
export function EditDetailsTab({ salon, availability, currentStationName }: { salon: AppointmentSalon; availability: SlotCheck; currentStationName: string | null }) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const { control, getValues } = useFormContext<EditFormValues>();
  const { field, error, set } = useEditField();
  const [serviceId, serviceName, customDuration, date, time, stylistId] = useWatch({
    control,
    name: ['service_id', 'service_name', 'custom_duration', 'appointment_date', 'appointment_time', 'staff_id'],
  });
  const symbol = currencySymbol(currencyOf(serviceId, salon)) ?? '';

  /** Every change of what the slot depends on asks again whether it is free. */
  const recheck = () => {
    const query = slotQueryOf(getValues());
    if (query) availability.schedule(query);
  };
  const setAndCheck = <N extends FieldPath<EditFormValues>>(name: N, value: PathValue<EditFormValues, N>) => {
    set(name, value);
    recheck();
  };

  const chooseService = (id: string) => {
    const service = salon.services.find((candidate) => candidate.id === id);
    if (!service) return;
    set('service_id', id);
    set('service_name', service.name);
    set('service_duration', String(service.durationMinutes));
    set('service_price', service.price === null ? '' : String(service.price));
    set('staff_id', stylistForService(salon.stylists, getValues('staff_id'), id));
    recheck();
  };

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="service_id"
        id="edit-service"
        label={common('service')}
        required
        error={error('service_name') ?? error('service_id')}
        placeholder={serviceName || t('chooseService')}
        options={salon.services.map((service) => ({ value: service.id, label: service.name }))}
        onValueChange={chooseService}
      />
      <Field id="edit-service-duration" label={t('serviceDefaultDuration')} description={t('serviceDefaultDurationHint')} error={error('service_duration')}>
        <Input readOnly {...field('service_duration')} />
      </Field>

      <Field
        id="edit-custom-duration"
        label={t('customDuration')}
        className="sm:col-span-2"
        error={error('custom_duration')}
        description={<span data-testid="duration-note">{t(customDuration.trim() ? 'usingCustomDuration' : 'usingServiceDefault')}</span>}
      >
        <Input type="number" inputMode="numeric" min={CUSTOM_DURATION.min} max={CUSTOM_DURATION.max} step={5} {...field('custom_duration', recheck)} />
      </Field>
      <div className="-mt-2 flex flex-wrap gap-2 sm:col-span-2" role="group" aria-label={t('quickDurations')}>
        {QUICK_DURATIONS.map((minutes) => (
          <Button key={minutes} size="sm" variant={customDuration === String(minutes) ? 'primary' : 'outline'} onClick={() => setAndCheck('custom_duration', String(minutes))}>
            {t('minutes', { minutes })}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setAndCheck('custom_duration', '')}>
          {t('clear')}
        </Button>
      </div>

      <Field id="edit-price" label={symbol ? t('priceIn', { symbol }) : common('price')} error={error('service_price')} description={t('priceHint')}>
        <Input type="number" inputMode="decimal" min={0} step="any" {...field('service_price')} />
      </Field>
      <Field id="edit-location" label={t('location')} error={error('location')}>
        <Input {...field('location')} />
      </Field>
      {salon.stationsEnabled && (
        <SelectField
          control={control}
          name="station_id"
          id="edit-station"
          label={t('station')}
          emptyValue={ANY_STATION}
          options={[
            { value: ANY_STATION, label: currentStationName ? t('keepStation', { station: currentStationName }) : t('anyFreeStation') },
            ...salon.stations.filter((candidate) => candidate.isActive).map((candidate) => ({ value: candidate.id, label: candidate.name })),
          ]}
          onValueChange={(value) => setAndCheck('station_id', value)}
        />
      )}
      {salon.stylistsEnabled && (
        <StylistField id="edit-stylist" stylists={salon.stylists} serviceId={serviceId || null} chosenId={stylistId || null} date={date || null} error={error('staff_id')} {...field('staff_id', recheck)} />
      )}
      <DateTimeFields
        id="edit"
        date={date}
        time={time}
        onDateChange={(value) => setAndCheck('appointment_date', value)}
        onTimeChange={(value) => setAndCheck('appointment_time', value)}
        dateError={error('appointment_date')}
        timeError={error('appointment_time')}
      />
      <EditAvailability slot={availability.state} onPick={(time) => setAndCheck('appointment_time', time)} />
      <SelectField
        control={control}
        name="status"
        id="edit-status"
        label={common('status')}
        options={APPOINTMENT_STATUSES.map((value) => ({ value, label: common('appointmentStatus', { status: value }) }))}
        onValueChange={(value) => setAndCheck('status', value as AppointmentStatus)}
      />
      <Field id="edit-notes" label={common('notes')} className="sm:col-span-2" error={error('notes')}>
        <Textarea className="min-h-20" {...field('notes')} />
      </Field>
      <Field id="edit-internal-notes" label={t('internalNotes')} description={t('internalNotesHint')} className="sm:col-span-2" error={error('internal_notes')}>
        <Textarea className="min-h-20" {...field('internal_notes')} />
      </Field>
    </div>
  );
}
