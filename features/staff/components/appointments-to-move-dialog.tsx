'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AppointmentsToMove } from '@/features/staff/data/staff';
import { formatLongDate } from '@/lib/format/dates';

export type ToMove = { title: string; description: string; list: AppointmentsToMove };

/** The coming appointments a change left behind (kept where they are), each with a way to find it in the Appointments list. */
export function AppointmentsToMoveDialog({ toMove, onClose }: { toMove: ToMove | null; onClose: () => void }) {
  const list = toMove?.list;
  return (
    <Dialog open={toMove !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle className="break-words">{toMove?.title}</DialogTitle>
          <DialogDescription>{toMove?.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label="Appointments to move" data-testid="appointments-to-move">
          {list?.appointments.map((a) => (
            <li key={a.id} className="grid gap-0.5 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">
                  {formatLongDate(a.date)}, {a.time}
                </span>
                <span className="text-danger">{a.reason}</span>
              </div>
              <span className="break-words">
                {a.customerName}
                {a.serviceName && ` · ${a.serviceName}`}
              </span>
              <Link className="w-fit text-primary underline-offset-4 hover:underline" href={`/admin/appointments?from=${a.date}&to=${a.date}`}>
                Find in Appointments
              </Link>
            </li>
          ))}
        </ul>
        {list && list.total > list.appointments.length && <p className="text-sm text-muted-foreground">And {list.total - list.appointments.length} more.</p>}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
