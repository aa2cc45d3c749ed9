'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/result';
import { useFormAction } from './use-form-action';

type Props<Subject, Data> = {
  /** What is to be deleted or removed; the dialog is open while there is one. */
  subject: Subject | null;
  /** 'Delete Salon', 'Delete Service', 'Remove Member'. */
  title: string;
  question: string;
  /** What happens to the data: shown under the question. */
  children: ReactNode;
  verb?: 'Delete' | 'Remove';
  run: (subject: Subject) => Promise<ActionResult<Data>>;
  /** After success, with what the action returned (the caller toasts and closes). */
  onDone: (subject: Subject, data: Data) => void;
  onClose: () => void;
};

const PENDING = { Delete: 'Deleting...', Remove: 'Removing...' } as const;

/** The small confirmation of a delete or a removal; a failure stays in the dialog with its message. */
export function ConfirmDeleteDialog<Subject, Data = unknown>({ subject, title, question, children, verb = 'Delete', run, onDone, onClose }: Props<Subject, Data>) {
  const action = useFormAction();
  const close = () => {
    action.clearFailure();
    onClose();
  };
  const confirm = async () => {
    if (subject === null) return;
    const result = await action.run(() => run(subject));
    if (result.ok) onDone(subject, result.data);
  };
  return (
    <Dialog open={subject !== null} onOpenChange={(isOpen) => !isOpen && !action.pending && close()}>
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
          <Button variant="danger" onClick={confirm} disabled={action.pending}>
            {action.pending ? PENDING[verb] : verb}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
