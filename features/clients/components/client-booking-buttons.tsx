'use client';

import { CalendarPlus, Footprints } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BookingSalon } from '@/features/appointments/components/appointment-types';
import { LazyNewAppointmentDialog } from '@/features/appointments/components/new-appointment/lazy-new-appointment-dialog';
import type { NewAppointmentRequest, RequestedClient } from '@/features/appointments/components/new-appointment/new-appointment-request';

/** 'New appointment' (from today) and 'Walk-in' (now) for this client: the dialog opens with their details and alerts. */
export function ClientBookingButtons({ salon, today, client }: { salon: BookingSalon; today: string; client: RequestedClient }) {
  const t = useTranslations('Appointments');
  const router = useRouter();
  const [request, setRequest] = useState<NewAppointmentRequest | null>(null);
  const close = () => setRequest(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setRequest({ date: today, client })} {...LazyNewAppointmentDialog.intentProps}>
        <CalendarPlus aria-hidden />
        {t('newAppointment')}
      </Button>
      <Button variant="outline" onClick={() => setRequest({ date: today, walkIn: true, client })} {...LazyNewAppointmentDialog.intentProps}>
        <Footprints aria-hidden />
        {t('walkIn')}
      </Button>
      {request && (
        <LazyNewAppointmentDialog
          request={request}
          salon={salon}
          onClose={close}
          onBooked={() => {
            close();
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
