'use client';

import { CheckCircle2, CircleSlash, MoreHorizontal, UserX } from 'lucide-react';
import { toast } from '@/lib/ui/toast';
import { setAppointmentStatusAction } from '@/features/appointments/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { statusLabel } from '@/lib/format/appointment-status';
import { statusMenuName, type StatusMenuProps } from './status-menu-props';

/** The status changes the list offers: any status may follow any other (spec point 4). */
const CHANGES = [
  { status: 'completed', label: 'Mark completed', icon: CheckCircle2 },
  { status: 'no_show', label: 'Mark no-show', icon: UserX },
  { status: 'cancelled', label: 'Cancel appointment', icon: CircleSlash },
] as const satisfies readonly { status: AppointmentStatus; label: string; icon: unknown }[];

export function StatusMenu({ salonId, appointment, defaultOpen }: StatusMenuProps & { defaultOpen?: boolean }) {
  const { run, pending } = useFormAction({ toast: 'The status could not be changed' });
  const change = async (status: AppointmentStatus) => {
    const result = await run(() => setAppointmentStatusAction({ salonId, appointmentId: appointment.id, status }));
    if (result.ok) toast.success(`${appointment.customerName}: ${statusLabel(status)}`);
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" disabled={pending} aria-label={statusMenuName(appointment.customerName)}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {CHANGES.map(({ status, label, icon: Icon }) => (
          <DropdownMenuItem key={status} disabled={appointment.status === status} variant={status === 'cancelled' ? 'danger' : 'default'} onSelect={() => change(status)}>
            <Icon aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
