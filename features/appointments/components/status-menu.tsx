'use client';

import { CheckCircle2, CircleSlash, MoreHorizontal, UserX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setAppointmentStatusAction } from '@/features/appointments/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { CancelAppointmentDialog, type CancelChoice } from './cancel-appointment-dialog';
import type { StatusMenuProps } from './status-menu-props';

/** The status changes the list offers: any status may follow any other (spec point 4). */
const CHANGES = [
  { status: 'completed', label: 'markCompleted', icon: CheckCircle2 },
  { status: 'no_show', label: 'markNoShow', icon: UserX },
  { status: 'cancelled', label: 'cancelAppointment', icon: CircleSlash },
] as const satisfies readonly { status: AppointmentStatus; label: string; icon: unknown }[];

export function StatusMenu({ salonId, appointment, defaultOpen }: StatusMenuProps & { defaultOpen?: boolean }) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const { run, pending } = useFormAction({ toast: t('statusFailed') });
  const [cancelling, setCancelling] = useState(false);
  const change = async (status: AppointmentStatus, cancel?: CancelChoice) => {
    const result = await run(() => setAppointmentStatusAction({ salonId, appointmentId: appointment.id, status, notify_client: cancel?.notifyClient ?? false, reason: cancel?.reason ?? '', rest_of_series: cancel?.restOfSeries ?? false }));
    if (result.ok) toast.success(`${appointment.customerName}: ${common('appointmentStatus', { status })}`);
    return result.ok;
  };
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" disabled={pending} aria-label={t('changeStatusOf', { name: appointment.customerName })}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {CHANGES.map(({ status, label, icon: Icon }) => (
            <DropdownMenuItem key={status} disabled={appointment.status === status} variant={status === 'cancelled' ? 'danger' : 'default'} onSelect={() => (status === 'cancelled' ? setCancelling(true) : change(status))}>
              <Icon aria-hidden />
              {t(label)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {cancelling && (
        <CancelAppointmentDialog
          customerName={appointment.customerName}
          hasEmail={Boolean(appointment.customerEmail)}
          inSeries={Boolean(appointment.seriesId)}
          pending={pending}
          onConfirm={async (choice) => (await change('cancelled', choice)) && setCancelling(false)}
          onClose={() => setCancelling(false)}
        />
      )}
    </>
  );
}
