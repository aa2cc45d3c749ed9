'use client';

import { CalendarPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BookingSalon } from '../appointment-types';
import { LazyNewAppointmentDialog } from './lazy-new-appointment-dialog';

/** 'New appointment' on a screen without a day of its own (the Appointments list): it books from today. */
export function NewAppointmentButton({ salon, today }: { salon: BookingSalon; today: string }) {
  const t = useTranslations('Appointments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className="self-start" {...LazyNewAppointmentDialog.intentProps}>
        <CalendarPlus aria-hidden />
        {t('newAppointment')}
      </Button>
      {open && <LazyNewAppointmentDialog request={{ date: today }} salon={salon} onClose={() => setOpen(false)} onBooked={() => setOpen(false)} />}
    </>
  );
}
