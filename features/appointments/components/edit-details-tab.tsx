'use client';

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
import { statusLabel } from '@/lib/format/appointment-status';
import { useEditField } from './use-edit-field';

/** Radix Select items cannot hold '': the station select's "automatic" choice. */
const ANY_STATION = 'any';

/** Spec point 2, Details tab: service, durations, price, location, station, stylist, date, time, status, notes. */
export function EditDetailsTab({ salon, availability, currentStationName }: { salon: AppointmentSalon; availability: SlotCheck; currentStationName: string | null }) {
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
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="service_id"
        id="edit-service"
        label="Service"
        required
        error={error('service_name') ?? error('service_id')}
        placeholder={serviceName || 'Choose a service'}
        options={salon.services.map((service) => ({ value: service.id, label: service.name }))}
        onValueChange={chooseService}
      />
      <Field id="edit-service-duration" label="Service default duration" description="Minutes, set by the service" error={error('service_duration')}>
        <Input readOnly {...field('service_duration')} />
      </Field>

      <Field
        id="edit-custom-duration"
        label="Custom duration (minutes)"
        className="sm:col-span-2"
        error={error('custom_duration')}
        description={<span data-testid="duration-note">{customDuration.trim() ? 'Using custom duration' : 'Using service default'}</span>}
      >
        <Input type="number" inputMode="numeric" min={CUSTOM_DURATION.min} max={CUSTOM_DURATION.max} step={5} {...field('custom_duration', recheck)} />
      </Field>
      <div className="-mt-2 flex flex-wrap gap-2 sm:col-span-2" role="group" aria-label="Quick durations">
        {QUICK_DURATIONS.map((minutes) => (
          <Button key={minutes} size="sm" variant={customDuration === String(minutes) ? 'primary' : 'outline'} onClick={() => setAndCheck('custom_duration', String(minutes))}>
            {minutes} min
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setAndCheck('custom_duration', '')}>
          Clear
        </Button>
      </div>

      <Field id="edit-price" label={symbol ? `Price (${symbol})` : 'Price'} error={error('service_price')} description="Quoted in the e-mail; the service's own price stays">
        <Input type="number" inputMode="decimal" min={0} step="any" {...field('service_price')} />
      </Field>
      <Field id="edit-location" label="Location" error={error('location')}>
        <Input {...field('location')} />
      </Field>
      {salon.stationsEnabled && (
        <SelectField
          control={control}
          name="station_id"
          id="edit-station"
          label="Station"
          emptyValue={ANY_STATION}
          options={[
            { value: ANY_STATION, label: currentStationName ? `${currentStationName} if free, else any free station` : 'Any free station' },
            ...salon.stations.filter((candidate) => candidate.isActive).map((candidate) => ({ value: candidate.id, label: candidate.name })),
          ]}
          onValueChange={(value) => setAndCheck('station_id', value)}
        />
      )}
      {salon.stylistsEnabled && (
        <StylistField id="edit-stylist" stylists={salon.stylists} serviceId={serviceId || null} chosenId={stylistId || null} error={error('staff_id')} {...field('staff_id', recheck)} />
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
        label="Status"
        options={APPOINTMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        onValueChange={(value) => setAndCheck('status', value as AppointmentStatus)}
      />
      <Field id="edit-notes" label="Notes" className="sm:col-span-2" error={error('notes')}>
        <Textarea className="min-h-20" {...field('notes')} />
      </Field>
      <Field id="edit-internal-notes" label="Internal notes" description="Staff only; never in an e-mail" className="sm:col-span-2" error={error('internal_notes')}>
        <Textarea className="min-h-20" {...field('internal_notes')} />
      </Field>
    </div>
  );
}
