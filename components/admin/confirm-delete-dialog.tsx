'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useConfirmedAction } from './use-confirmed-action';

type Props = {
  open: boolean;
  /** 'Delete Salon', 'Delete Service', 'Remove Member'. */
  title: string;
  question: string;
  /** What happens to the data: shown under the question. */
  children: ReactNode;
  verb?: 'Delete' | 'Remove';
  fallbackMessage?: string;
  run: () => Promise<{ ok: boolean; message?: string } | null>;
  /** After success (the caller toasts and closes). */
  onDone: () => void;
  onClose: () => void;
};

const PENDING = { Delete: 'Deleting...', Remove: 'Removing...' } as const;

/** The small confirmation of a delete or a removal; a failure stays in the dialog with its message. */
export function ConfirmDeleteDialog({ open, title, question, children, verb = 'Delete', fallbackMessage, run, onDone, onClose }: Props) {
  const action = useConfirmedAction(run, onDone, fallbackMessage);
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && !action.pending && close()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{children}</p>
        {action.failure && <Alert>{action.failure}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={action.pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={action.confirm} disabled={action.pending}>
            {action.pending ? PENDING[verb] : verb}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
