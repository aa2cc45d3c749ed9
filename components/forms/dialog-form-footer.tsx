import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type Props = {
  submitLabel: string;
  /** What the submit button says while the form is submitting ('Saving...'). */
  pendingLabel: string;
  submitting: boolean;
  onCancel: () => void;
  /** Stays in view while a long form scrolls (DialogFooter's `sticky`). */
  sticky?: boolean;
  className?: string;
};

/** The last row of a form in a dialog: Cancel, and the submit button, disabled while the form is submitting. */
export function DialogFormFooter({ submitLabel, pendingLabel, submitting, onCancel, sticky, className }: Props) {
  const t = useTranslations('Common');
  return (
    <DialogFooter sticky={sticky} className={className}>
      <Button variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
