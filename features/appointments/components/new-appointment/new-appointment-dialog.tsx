'use client';

import { Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { createAppointmentSeriesAction, createStaffAppointmentAction } from '@/features/appointments/actions';
import { isPastBooking, staffBookingSchema, walkInStart, WALK_IN_NAME, type StaffBookingInput, type StaffBookingValues } from '@/features/appointments/schema/staff-booking';
import { DateTimeFields } from '@/components/forms/date-time-fields';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { SelectField } from '@/components/forms/select-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CUSTOM_DURATION } from '@/lib/validation/appointment-edit';
import type { BookingSalon } from '../appointment-types';
import { sendConfirmingOutsideHours } from '../outside-hours-confirmation';
import { StylistField, stylistForService } from '../stylist-field';
import { worksOn } from '@/lib/scheduling/stylists';
import { LanguageOptions } from '@/components/forms/language-options';
import { ClientAlerts } from '../client-alerts';
import { CustomerSearch } from './customer-search';
import { SlotCheckView } from '../email/slot-check-view';
import { useSlotCheck } from '../email/use-slot-check';
import { SeriesFields, useSeries } from './series-fields';
import type { NewAppointmentRequest } from './new-appointment-request';
import { VisitServices } from '@/features/booking/components/visit-services';
import type { AddedService } from '@/features/booking/data/day-slots';
import { ANY_STYLIST } from '@/lib/validation/booking-request';

/** Radix Select items cannot hold '': the station select's "automatic" choice. */
const ANY_STATION = 'any';

type Props = {
  request: NewAppointmentRequest;
  salon: BookingSalon;
  onClose: () => void;
  /** After a booking: the day it is on. */
  onBooked: (date: string) => void;
};

/** Books a customer who phoned or walked in: a past customer or a new one, a service, a time, a station, a stylist (the signed-in one when they take appointments). */
export function NewAppointmentDialog({ request, salon, onClose, onBooked }: Props) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const services = salon.services.filter((service) => service.isActive);
  const firstServiceId = services.length === 1 ? services[0].id : '';
  const start = request.walkIn ? walkInStart(new Date(), salon.timezone) : { date: request.date, time: request.time ?? '' };
  const { control, register, setValue, getValues, clearErrors, handleSubmit, formState, run, failure } = useActionForm<StaffBookingValues, StaffBookingInput>(staffBookingSchema, {
    defaultValues: {
      salonId: salon.id,
      service_id: firstServiceId,
      station_id: request.stationId ?? '',
      // The signed-in member by default, unless they are off that day.
      staff_id: request.stylistId !== undefined ? (request.stylistId ?? '') : stylistForService(salon.stylists.filter((stylist) => worksOn(stylist, start.date)), salon.memberId ?? '', firstServiceId),
      custom_duration: '',
      appointment_date: start.date,
      appointment_time: start.time,
      customer_name: request.client?.name ?? '',
      customer_phone: request.client?.phone ?? '',
      customer_email: request.client?.email ?? '',
      language: salon.defaultLanguage,
      notes: '',
    },
  });
  // The chosen client's alerts (an allergy): shown while the booking is made for them.
  const [alerts, setAlerts] = useState<readonly string[]>(request.client?.alerts ?? []);
  const [serviceId, date, time, stylistId, customDuration, stationId] = useWatch({ control, name: ['service_id', 'appointment_date', 'appointment_time', 'staff_id', 'custom_duration', 'station_id'] });
  const service = services.find((candidate) => candidate.id === serviceId);
  // Services added after the first: one visit, laid end to end (issue 34); its stylists by user id, ANY_STYLIST for any.
  const [added, setAdded] = useState<AddedService[]>([]);
  const addedServices = added.map((part) => ({ serviceId: part.serviceId, stylistId: part.stylist === ANY_STYLIST ? null : part.stylist }));
  const addedKey = JSON.stringify(addedServices);
  const visitMinutes = added.length ? [serviceId, ...added.map((part) => part.serviceId)].reduce((sum, id) => sum + (services.find((candidate) => candidate.id === id)?.durationMinutes ?? 0), 0) : null;
  // The day's free times for the service, its length and the stylist, up front (issue 38): the same check as Edit's.
  const slot = useSlotCheck(salon.id);
  const { schedule } = slot;
  const durationMinutes = !added.length && Number(customDuration) > 0 ? Number(customDuration) : (service?.durationMinutes ?? null);
  useEffect(() => {
    schedule({ date, time, freeTimesFirst: true, durationMinutes, serviceId: serviceId || null, stylistId: stylistId || null, stationId: stationId && stationId !== ANY_STATION ? stationId : null, addedServices });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `schedule` is new each render; the inputs decide when to ask
  }, [date, time, durationMinutes, serviceId, stylistId, stationId, addedKey]);
  // A standing appointment (issue 36): its dates are checked as the booking and its settings change, and after a refused save.
  const series = useSeries();
  const [needsChoice, setNeedsChoice] = useState(false);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    series.schedule(getValues());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the booking's inputs and the series' settings decide when to check
  }, [date, time, durationMinutes, serviceId, stylistId, stationId, series.on, series.settings, checks]);
  const set = (name: Path<StaffBookingValues>, value: string) => {
    setValue(name, value, { shouldDirty: true });
    clearErrors(name);
  };
  const error = (name: keyof StaffBookingValues) => formState.errors[name]?.message;

  const book = handleSubmit(async (booking) => {
    if (series.on && !added.length) return bookSeries(booking);
    const visit = { added_services: addedServices.map((part) => ({ service_id: part.serviceId, staff_id: part.stylistId })), ...(added.length ? { custom_duration: null } : {}) };
    const result = await run(() => sendConfirmingOutsideHours((confirmed) => createStaffAppointmentAction({ ...booking, ...visit, outside_hours_confirmed: confirmed }), (reason) => t('bookAnyway', { reason })));
    if (!result.ok) return;
    toast.success(t('bookingCreated'));
    onBooked(booking.appointment_date);
  });
  /** Every date of the series or none; the ones that cannot be booked only on staff's explicit choice. */
  const bookSeries = async (booking: StaffBookingInput) => {
    const part = series.submission();
    setNeedsChoice(!part);
    if (!part) return;
    const result = await run(() => createAppointmentSeriesAction({ ...booking, ...part }));
    if (!result.ok) return setChecks((count) => count + 1);
    toast.success(t('seriesBooked', { count: result.data.appointments.length }));
    onBooked(booking.appointment_date);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{t(request.walkIn ? 'walkIn' : 'newAppointment')}</DialogTitle>
          <DialogDescription>{t(request.walkIn ? 'walkInHint' : 'newAppointmentHint')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={book} noValidate className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
          {failure && <Alert className="sm:col-span-2">{failure}</Alert>}
          <CustomerSearch
            salonId={salon.id}
            onPick={(customer) => {
              set('customer_name', customer.name);
              set('customer_phone', customer.phone ?? '');
              set('customer_email', customer.email ?? '');
              setAlerts(customer.alerts);
            }}
          />
          <ClientAlerts alerts={alerts} className="sm:col-span-2" />
          <Field id="new-customer-name" label={t('customerName')} description={t('leftEmpty', { name: WALK_IN_NAME })} error={error('customer_name')}>
            <Input autoComplete="off" {...register('customer_name')} />
          </Field>
          <Field id="new-customer-phone" label={common('phone')} error={error('customer_phone')}>
            <Input type="tel" autoComplete="off" {...register('customer_phone')} />
          </Field>
          <Field id="new-customer-email" label={t('eMail')} error={error('customer_email')}>
            <Input type="email" autoComplete="off" {...register('customer_email')} />
          </Field>
          <Field id="new-language" label={t('messageLanguage')} description={t('messageLanguageHint')} error={error('language')}>
            <NativeSelect className="h-10" {...register('language')}>
              <LanguageOptions />
            </NativeSelect>
          </Field>
          <SelectField
            control={control}
            name="service_id"
            id="new-service"
            label={common('service')}
            required
            placeholder={t('chooseService')}
            options={services.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onValueChange={(id) => {
              set('service_id', id);
              set('staff_id', stylistForService(salon.stylists, stylistId ?? '', id));
            }}
          />
          {visitMinutes === null ? (
            <Field id="new-duration" label={t('durationMinutes')} description={service ? t('serviceDefault', { minutes: service.durationMinutes }) : undefined} error={error('custom_duration')}>
              <Input type="number" inputMode="numeric" min={CUSTOM_DURATION.min} max={CUSTOM_DURATION.max} step={5} placeholder={service ? String(service.durationMinutes) : ''} {...register('custom_duration')} />
            </Field>
          ) : (
            <p className="text-muted-foreground self-end text-sm">{t('visitLength', { minutes: visitMinutes })}</p>
          )}
          {serviceId && (
            <div className="sm:col-span-2">
              <VisitServices services={services} stylists={salon.stylistsEnabled ? salon.stylists : []} added={added} onChange={setAdded} t={t} />
            </div>
          )}
          <DateTimeFields
            id="new"
            date={date}
            time={time}
            onDateChange={(value) => set('appointment_date', value)}
            onTimeChange={(value) => set('appointment_time', value)}
            dateError={error('appointment_date')}
            timeError={error('appointment_time')}
          />
          <div className="sm:col-span-2" data-testid="new-free-times">
            <SlotCheckView slot={slot.state} time={time} onPick={(value) => set('appointment_time', value)} idleText={t(date ? 'chooseTimeOrFree' : 'chooseDateAndTime')} />
          </div>
          {isPastBooking(date, time, new Date(), salon.timezone) && (
            <Alert variant="info" className="sm:col-span-2">
              {t('pastBookingWarning')}
            </Alert>
          )}
          <div className="sm:col-span-2">
            <Button variant="outline" size="sm" onClick={() => Object.entries(walkInStart(new Date(), salon.timezone)).forEach(([name, value]) => set(`appointment_${name}` as Path<StaffBookingValues>, value))}>
              <Clock aria-hidden />
              {t('nowWalkIn')}
            </Button>
          </div>
          {salon.stationsEnabled && (
            <SelectField
              control={control}
              name="station_id"
              id="new-station"
              label={t('station')}
              className="sm:col-span-2"
              emptyValue={ANY_STATION}
              options={[{ value: ANY_STATION, label: t('anyFreeStation') }, ...salon.stations.filter((station) => station.isActive).map((station) => ({ value: station.id, label: station.name }))]}
            />
          )}
          {salon.stylistsEnabled && (
            <StylistField
              id="new-stylist"
              className="sm:col-span-2"
              stylists={salon.stylists}
              serviceId={serviceId || null}
              chosenId={stylistId || null}
              date={date || null}
              emptyLabel={added.length ? t('anyStylist') : undefined}
              error={error('staff_id')}
              {...register('staff_id')}
            />
          )}
          <Field id="new-notes" label={common('notes')} className="sm:col-span-2" error={error('notes')}>
            <Textarea className="min-h-16" {...register('notes')} />
          </Field>
          {!request.walkIn && !added.length && <SeriesFields series={series} date={date} needsChoice={needsChoice} />}
          <DialogFormFooter
            sticky
            className="sm:col-span-2"
            submitLabel={series.on && series.count && !added.length ? t('bookSeries', { count: series.count }) : t('bookAppointment')}
            pendingLabel={t('booking')}
            submitting={formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
