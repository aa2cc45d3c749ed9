'use client';

import { NotebookPen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setVisitNoteAction } from '@/features/clients/actions';
import { visitNoteSchema, type VisitNoteInput, type VisitNoteValues } from '@/features/clients/schema';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

type Props = { salonId: string; appointmentId: string; note: string | null };

/** A visit's technical note (the colour formula): shown, and edited in place; empty clears it. */
export function VisitNoteEditor({ salonId, appointmentId, note }: Props) {
  const t = useTranslations('ClientCard');
  const common = useTranslations('Common');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, formState, run } = useActionForm<VisitNoteValues, VisitNoteInput>(visitNoteSchema, { defaultValues: { salonId, appointmentId, note: note ?? '' } });

  const save = handleSubmit(async (input) => {
    const result = await run(() => setVisitNoteAction(input));
    if (!result.ok) return;
    toast.success(t('visitNoteSaved'));
    setEditing(false);
    router.refresh();
  });

  if (!editing) {
    return (
      <div className="flex min-w-0 items-start justify-between gap-2 text-sm">
        <p className={note ? 'min-w-0 break-words whitespace-pre-line' : 'text-muted-foreground'} data-testid="visit-note">
          {note ? `${t('visitNote')}: ${note}` : t('noVisitNote')}
        </p>
        <Button variant="ghost" size="sm" aria-label={`${t('editVisitNote')} (${common('edit')})`} onClick={() => setEditing(true)}>
          <NotebookPen aria-hidden />
        </Button>
      </div>
    );
  }
  const id = `visit-note-${appointmentId}`;
  return (
    <form onSubmit={save} noValidate className="grid min-w-0 gap-2">
      <Field id={id} label={t('visitNote')} error={formState.errors.note?.message}>
        <Textarea rows={2} autoFocus {...register('note')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? common('saving') : common('save')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
          {common('cancel')}
        </Button>
      </div>
    </form>
  );
}
