import { BarChart3, CalendarPlus, DoorOpen, ImageUp, Settings, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { LazyInstagramImportDialog } from '@/features/appointments/components/instagram-import/lazy-instagram-import-dialog';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import { SendRemindersButton } from '@/features/messages/components/send-reminders-button';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { QuickLink } from '../quick-links';
import { DashboardPanel } from './dashboard-panel';

const ICONS = { viewReports: BarChart3, manageSettings: Settings, customerList: Users } as const;

type Props = { salonId: string; links: readonly QuickLink[]; onNewAppointment: () => void; onWalkIn: () => void; onImportFromInstagram?: () => void };

/**
 * Spec point 2: four items: 'Send Reminders' (the outbox) and the links to the reports, the
 * settings and the client list that the member's role may open (quick-links.ts), and 'Import
 * from Instagram'; above them the staff bookings (a phone call, a walk-in). Until an import
 * handler is given, its button is disabled.
 */
export function QuickActions({ salonId, links, onNewAppointment, onWalkIn, onImportFromInstagram }: Props) {
  const t = useTranslations('Dashboard');
  return (
    <DashboardPanel data-testid="quick-actions" title={t('quickActions')} contentClassName="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Button onClick={onNewAppointment} {...LazyNewAppointmentDialog.intentProps}>
          <CalendarPlus aria-hidden />
          {t('newAppointment')}
        </Button>
        <Button variant="outline" onClick={onWalkIn} {...LazyNewAppointmentDialog.intentProps}>
          <DoorOpen aria-hidden />
          {t('walkIn')}
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <SendRemindersButton salonId={salonId} className="h-auto w-full flex-col gap-1 py-3" />
        </li>
        {links.map(({ label, href }) => {
          const Icon = ICONS[label];
          return (
            <li key={label}>
              <Button asChild variant="outline" className="h-auto w-full flex-col gap-1 py-3">
                <Link href={href}>
                  <Icon aria-hidden />
                  {t(label)}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button onClick={onImportFromInstagram} disabled={!onImportFromInstagram} {...LazyInstagramImportDialog.intentProps}>
        <ImageUp aria-hidden />
        {t('importInstagram')}
        <Badge variant="secondary" className="bg-primary-foreground/20 text-primary-foreground">
          {t('demoBadge')}
        </Badge>
      </Button>
    </DashboardPanel>
  );
}
