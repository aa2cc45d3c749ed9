import { BarChart3, CalendarPlus, DoorOpen, ImageUp, Settings, Users } from 'lucide-react';
import { LazyInstagramImportDialog } from '@/features/appointments/components/instagram-import/lazy-instagram-import-dialog';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import { SendRemindersButton } from '@/features/messages/components/send-reminders-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DashboardPanel } from './dashboard-panel';

const PLACEHOLDERS = [
  ['View Reports', BarChart3],
  ['Manage Settings', Settings],
  ['Customer List', Users],
] as const;

type Props = { salonId: string; onNewAppointment: () => void; onWalkIn: () => void; onImportFromInstagram?: () => void };

/**
 * Spec point 2: four items, of which 'Send Reminders' works (the outbox) and three are still
 * placeholders, and 'Import from Instagram'; above them the staff bookings (a phone call, a
 * walk-in). Until an import handler is given, its button is disabled.
 */
export function QuickActions({ salonId, onNewAppointment, onWalkIn, onImportFromInstagram }: Props) {
  return (
    <DashboardPanel data-testid="quick-actions" title="Quick Actions" contentClassName="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Button onClick={onNewAppointment} {...LazyNewAppointmentDialog.intentProps}>
          <CalendarPlus aria-hidden />
          New appointment
        </Button>
        <Button variant="outline" onClick={onWalkIn} {...LazyNewAppointmentDialog.intentProps}>
          <DoorOpen aria-hidden />
          Walk-in
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <SendRemindersButton salonId={salonId} className="h-auto w-full flex-col gap-1 py-3" />
        </li>
        {PLACEHOLDERS.map(([label, Icon]) => (
          <li key={label}>
            <Button variant="outline" className="h-auto w-full flex-col gap-1 py-3" disabled aria-describedby="quick-actions-note">
              <Icon aria-hidden />
              {label}
            </Button>
          </li>
        ))}
      </ul>
      <p id="quick-actions-note" className="text-xs text-muted-foreground">
        Coming soon.
      </p>
      <Button onClick={onImportFromInstagram} disabled={!onImportFromInstagram} {...LazyInstagramImportDialog.intentProps}>
        <ImageUp aria-hidden />
        Import from Instagram
        <Badge variant="secondary" className="bg-primary-foreground/20 text-primary-foreground">
          Demo
        </Badge>
      </Button>
    </DashboardPanel>
  );
}
