'use client';

import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { currencySymbol } from '@/lib/format/money';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/validation/appointment';
import { CUSTOM_DURATION, QUICK_DURATIONS } from '@/lib/validation/appointment-edit';
import type { AppointmentSalon } from './appointment-types';
import { EditAvailability } from './edit-availability';
import { currencyOf, type EditFormValues } from './edit-form-values';
import { statusLabel } from './status-badge';
import { useEditField } from './use-edit-field';

/** Radix Select items cannot hold '': the station select's "automatic" choice. */
const ANY_STATION = 'any';

/** Spec point 2, Details tab: service, durations, price, location, station, date, time, status, notes. */
export function EditDetailsTab({ salon, appointmentId, currentStationName }: { salon: AppointmentSalon; appointmentId: string; currentStationName: string | null }) {
  const { control } = useFormContext<EditFormValues>();
  const { field, error, set } = useEditField();
  const [serviceId, serviceName, customDuration] = useWatch({ control, name: ['service_id', 'service_name', 'custom_duration'] });
  const symbol = currencySymbol(currencyOf(serviceId, salon)) ?? '';

  const chooseService = (id: string) => {
    const service = salon.services.find((candidate) => candidate.id === id);
    if (!service) return;
    set('service_id', id);
    set('service_name', service.name);
    set('service_duration', String(service.durationMinutes));
    set('service_price', service.price === null ? '' : String(service.price));
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="edit-service" label="Service" required error={error('service_name') ?? error('service_id')}>
        {(props) => (
          <Select value={serviceId || undefined} onValueChange={chooseService}>
            <SelectTrigger {...props}>
              <SelectValue placeholder={serviceName || 'Choose a service'} />
            </SelectTrigger>
            <SelectContent>
              {salon.services.map((service) => (
                <SelectItem key={service.id} value={service.id}>
                  {service.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
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
        <Input type="number" inputMode="numeric" min={CUSTOM_DURATION.min} max={CUSTOM_DURATION.max} step={5} {...field('custom_duration')} />
      </Field>
      <div className="-mt-2 flex flex-wrap gap-2 sm:col-span-2" role="group" aria-label="Quick durations">
        {QUICK_DURATIONS.map((minutes) => (
          <Button key={minutes} size="sm" variant={customDuration === String(minutes) ? 'primary' : 'outline'} onClick={() => set('custom_duration', String(minutes))}>
            {minutes} min
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => set('custom_duration', '')}>
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
        <Controller
          control={control}
          name="station_id"
          render={({ field: station }) => (
            <Field id="edit-station" label="Station" error={error('station_id')}>
              {(props) => (
                <Select value={station.value || ANY_STATION} onValueChange={(value) => set('station_id', value === ANY_STATION ? '' : value)}>
                  <SelectTrigger {...props}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY_STATION}>{currentStationName ? `${currentStationName} if free, else any free station` : 'Any free station'}</SelectItem>
                    {salon.stations
                      .filter((candidate) => candidate.isActive)
                      .map((candidate) => (
                        <SelectItem key={candidate.id} value={candidate.id}>
                          {candidate.name}
                        </SelectItem>
                      ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          )}
        />
      )}
      <Field id="edit-date" label="Date" required error={error('appointment_date')}>
        <Input type="date" {...field('appointment_date')} />
      </Field>
      <Field id="edit-time" label="Time" required error={error('appointment_time')}>
        <Input type="time" {...field('appointment_time')} />
      </Field>
      <EditAvailability salonId={salon.id} appointmentId={appointmentId} />
      <Controller
        control={control}
        name="status"
        render={({ field: status }) => (
          <Field id="edit-status" label="Status" error={error('status')}>
            {(props) => (
              <Select value={status.value} onValueChange={(value) => set('status', value as AppointmentStatus)}>
                <SelectTrigger {...props}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {APPOINTMENT_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {statusLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}
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
