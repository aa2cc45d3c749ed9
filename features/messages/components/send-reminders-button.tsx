'use client';

import { Bell } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { sendRemindersAction } from '@/features/messages/actions';

/** 'Send Reminders' (Quick Actions): the next 24 hours' reminders now; each appointment's goes once. */
export function SendRemindersButton({ salonId, className }: { salonId: string; className?: string }) {
  const [pending, startTransition] = useTransition();
  const send = () =>
    startTransition(async () => {
      const result = await sendRemindersAction({ salonId });
      if (!result.ok) toast.error(result.message);
      else if (result.data === 0) toast.info('No reminders to send: every appointment in the next 24 hours with an e-mail address has had one.');
      else toast.success(result.data === 1 ? '1 reminder is on its way.' : `${result.data} reminders are on their way.`);
    });
  return (
    <Button variant="outline" className={className} onClick={send} disabled={pending}>
      <Bell aria-hidden />
      {pending ? 'Sending...' : 'Send Reminders'}
    </Button>
  );
}
