'use client';

import { TriangleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { addClientNoteAction, removeClientNoteAction } from '@/features/clients/actions';
import type { ClientNote } from '@/features/clients/data/client-card';
import { clientNoteSchema, type ClientNoteInput, type ClientNoteValues } from '@/features/clients/schema';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type Props = { salonId: string; clientId: string; notes: ClientNote[] };

/** The client's lasting notes, alerts first (flagged), each removable; a form adds one. */
export function ClientNotes({ salonId, clientId, notes }: Props) {
  const t = useTranslations('ClientCard');
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  const empty: ClientNoteValues = { salonId, clientId, body: '', isAlert: false };
  const { register, handleSubmit, reset, setValue, watch, formState, run, failure } = useActionForm<ClientNoteValues, ClientNoteInput>(clientNoteSchema, { defaultValues: empty });

  const add = handleSubmit(async (input) => {
    const result = await run(() => addClientNoteAction(input));
    if (!result.ok) return;
    toast.success(t('noteSaved'));
    reset(empty);
    router.refresh();
  });
  const remove = async (noteId: string) => {
    setRemoving(noteId);
    const result = await removeClientNoteAction({ salonId, noteId });
    setRemoving(null);
    if (!result.ok) return toast.error(result.message);
    toast.success(t('noteRemoved'));
    router.refresh();
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noNotes')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="client-notes">
          {notes.map((note) => (
            <li key={note.id} data-alert={note.isAlert || undefined} className={`flex min-w-0 items-start gap-2 rounded-md border px-3 py-2 text-sm ${note.isAlert ? 'border-warning/60 bg-warning/15' : ''}`}>
              {note.isAlert && <TriangleAlert aria-label={t('alert')} className="mt-0.5 size-4 shrink-0 text-warning" />}
              <span className="min-w-0 flex-1 break-words whitespace-pre-line">{note.body}</span>
              <Button variant="ghost" size="icon" aria-label={`${t('removeNote')}: ${note.body}`} disabled={removing === note.id} onClick={() => remove(note.id)}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid min-w-0 gap-3">
        {failure && <Alert>{failure}</Alert>}
        <Field id="client-note" label={t('note')} error={formState.errors.body?.message}>
          <Textarea rows={2} placeholder={t('notePlaceholder')} {...register('body')} />
        </Field>
        <div className="flex items-center gap-2">
          <Checkbox id="client-note-alert" checked={watch('isAlert')} onCheckedChange={(checked) => setValue('isAlert', checked === true)} />
          <Label htmlFor="client-note-alert">{t('isAlert')}</Label>
        </div>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={formState.isSubmitting}>
          {t('addNote')}
        </Button>
      </form>
    </div>
  );
}
