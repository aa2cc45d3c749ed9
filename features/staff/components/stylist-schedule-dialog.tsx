'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { saveStylistScheduleAction } from '@/features/staff/actions';
import { SwitchField } from '@/components/forms/switch-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AppointmentsToMove, StaffMember } from '@/features/staff/data/staff';
import type { StylistSettings } from '@/features/staff/data/stylist-schedule';
import { stylistScheduleSchema, type StylistScheduleData, type StylistScheduleInput } from '@/features/staff/schema';
import { DaysOffField, ServicesField } from './stylist-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

type Props = {
  salonId: string;
  member: StaffMember | null;
  settings: StylistSettings;
  onClose: () => void;
  /** After a save: the coming appointments that no longer fit the member. */
  onSaved: (member: StaffMember, toMove: AppointmentsToMove) => void;
};

const displayName = (member: StaffMember | null) => member?.fullName || member?.email || '';

/** 'Hours & services': whether the member takes appointments, their week, days off and services. */
export function StylistScheduleDialog({ member, onClose, ...form }: Props) {
  const t = useTranslations('Staff');
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle className="break-words">{t('hoursAndServicesOf', { name: displayName(member) })}</DialogTitle>
          <DialogDescription>{t('scheduleDescription')}</DialogDescription>
        </DialogHeader>
        {member && <StylistScheduleForm key={member.id} member={member} onClose={onClose} {...form} />}
      </DialogContent>
    </Dialog>
  );
}

function StylistScheduleForm({ salonId, member, settings, onClose, onSaved }: Omit<Props, 'member'> & { member: StaffMember }) {
  const t = useTranslations('Staff');
  const tc = useTranslations('Common');
  const { control, setValue, handleSubmit, formState: { errors, isSubmitting, isSubmitted }, run, failure } = useActionForm<StylistScheduleInput, StylistScheduleData>(stylistScheduleSchema, {
    defaultValues: {
      salonId,
      userId: member.id,
      bookable: member.bookable,
      hours: member.hours.map((span) => ({ ...span })),
      days_off: member.daysOff.filter((day) => day >= settings.today),
      all_services: member.serviceIds.length === 0,
      service_ids: member.serviceIds,
    },
    toast: false,
  });
  const [bookable, daysOff, allServices, serviceIds] = useWatch({ control, name: ['bookable', 'days_off', 'all_services', 'service_ids'] });
  // After a first Save, each change checks the form again, so a fixed field loses its message.
  const dirty = { shouldDirty: true, shouldValidate: isSubmitted };

  const submit = handleSubmit(async (data) => {
    const result = await run(() => saveStylistScheduleAction(data));
    if (!result.ok) return;
    toast.success(t('hoursSaved', { name: displayName(member) }));
    onSaved(member, result.data);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" data-testid="stylist-schedule-form">
      {failure && <Alert>{failure}</Alert>}
      <SwitchField id="bookable" label={t('takesAppointments')} description={bookable ? t('bookableOn') : t('bookableOff')} className="rounded-md border p-3" checked={bookable} onCheckedChange={(on) => setValue('bookable', on, dirty)} />
      <WeeklyHoursFields control={control} setValue={setValue} validate={isSubmitted} errors={errors.hours} openingSpans={settings.openingSpans} />
      <DaysOffField days={daysOff} today={settings.today} onChange={(days) => setValue('days_off', days, dirty)} error={errors.days_off?.message ?? errors.days_off?.root?.message} />
      <ServicesField
        services={settings.services}
        all={allServices}
        selected={serviceIds}
        onAllChange={(all) => setValue('all_services', all, dirty)}
        onSelectedChange={(ids) => setValue('service_ids', ids, dirty)}
        error={errors.service_ids?.message ?? errors.service_ids?.root?.message}
      />
      <DialogFormFooter sticky submitLabel={tc('save')} pendingLabel={tc('saving')} submitting={isSubmitting} onCancel={onClose} />
    </form>
  );
}
