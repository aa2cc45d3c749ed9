'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AppointmentsToMove } from '@/features/staff/data/staff';
import { formatLongDate } from '@/lib/format/dates';

export type ToMove = { title: string; description: string; list: AppointmentsToMove };

/** The coming appointments a change left behind (kept where they are), each with a way to find it in the Appointments list. */
export function AppointmentsToMoveDialog({ toMove, onClose }: { toMove: ToMove | null; onClose: () => void }) {
  const t = useTranslations('Staff');
  const language = useLocale();
  const list = toMove?.list;
  return (
    <Dialog open={toMove !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle className="break-words">{toMove?.title}</DialogTitle>
          <DialogDescription>{toMove?.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label={t('appointmentsToMove')} data-testid="appointments-to-move">
          {list?.appointments.map((a) => (
            <li key={a.id} className="grid gap-0.5 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">
                  {formatLongDate(a.date, { language })}, {a.time}
                </span>
                <span className="text-danger">{t('moveReason', { reason: a.reason })}</span>
              </div>
              <span className="break-words">
                {a.customerName}
                {a.serviceName && ` · ${a.serviceName}`}
              </span>
              <Link className="w-fit text-primary underline-offset-4 hover:underline" href={`/admin/appointments?from=${a.date}&to=${a.date}`}>
                {t('findInAppointments')}
              </Link>
            </li>
          ))}
        </ul>
        {list && list.total > list.appointments.length && <p className="text-sm text-muted-foreground">{t('andMore', { count: list.total - list.appointments.length })}</p>}
        <DialogFooter>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
