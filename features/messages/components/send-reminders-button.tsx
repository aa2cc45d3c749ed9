'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { sendRemindersAction } from '@/features/messages/actions';

/** 'Send Reminders' (Quick Actions): the next 24 hours' reminders now; each appointment's goes once. */
export function SendRemindersButton({ salonId, className }: { salonId: string; className?: string }) {
  const [pending, startTransition] = useTransition();
  const t = useTranslations('MessageLog');
  const send = () =>
    startTransition(async () => {
      const result = await sendRemindersAction({ salonId });
      if (!result.ok) toast.error(result.message);
      else if (result.data === 0) toast.info(t('noReminders'));
      else toast.success(t('remindersSent', { count: result.data }));
    });
  return (
    <Button variant="outline" className={className} onClick={send} disabled={pending}>
      <Bell aria-hidden />
      {t(pending ? 'sending' : 'sendReminders')}
    </Button>
  );
}
