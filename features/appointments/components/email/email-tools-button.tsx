'use client';

import { Mail } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { searchAppointmentsAction } from '@/features/appointments/actions';
import type { AppointmentSalon } from '@/features/appointments/components/appointment-types';
import { Button } from '@/components/ui/button';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const LazyEmailToolsWizard = lazyDialog(() => import('./email-tools-wizard').then((module) => module.EmailToolsWizard));

/** What can still be moved or cancelled. */
const OPEN_STATUSES: AppointmentStatus[] = ['confirmed', 'pending', 'rescheduled'];
const RESULTS = 20;

/** The dashboard header's Email Tools button and its wizard, over the salon's coming appointments. */
export function EmailToolsButton({ salon, today }: { salon: AppointmentSalon; today: string }) {
  const t = useTranslations('EmailTools');
  const [open, setOpen] = useState(false);
  const search = useCallback(
    async (query: string) => {
      const input = { salonId: salon.id, query, from: today, order: 'asc' as const, statuses: OPEN_STATUSES, pageSize: RESULTS };
      const result = await searchAppointmentsAction(input);
      if (!result.ok) throw new Error(result.message);
      return result.data.appointments;
    },
    [salon.id, today],
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} {...LazyEmailToolsWizard.intentProps}>
        <Mail aria-hidden />
        {t('title')}
      </Button>
      {open && <LazyEmailToolsWizard open onOpenChange={setOpen} salon={salon} search={search} />}
    </>
  );
}
