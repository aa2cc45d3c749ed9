'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ConfirmDeleteProps } from './confirm-delete-dialog';
import { useFormAction } from './use-form-action';
import { toast } from '@/lib/ui/toast';

/** The button's words in Common: the verb, and what it says while it runs. */
const WORDS = { Delete: ['delete', 'deleting'], Remove: ['remove', 'removing'], Erase: ['erase', 'erasing'] } as const;

/** ConfirmDeleteDialog's dialog: a failure stays in it with its message. */
export function ConfirmDeleteBox<Subject, Data = unknown>({ subject, title, question, children, verb = 'Delete', run, doneMessage, onDone, onClose }: ConfirmDeleteProps<Subject, Data>) {
  const t = useTranslations('Common');
  const action = useFormAction();
  const [verbKey, pendingKey] = WORDS[verb];
  const close = () => {
    action.clearFailure();
    onClose();
  };
  const confirm = async () => {
    if (subject === null) return;
    const result = await action.run(() => run(subject));
    if (!result.ok) return;
    toast.success(doneMessage(subject, result.data));
    if (onDone) onDone(subject, result.data);
    else onClose();
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
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={action.pending}>
            {t(action.pending ? pendingKey : verbKey)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
