'use client';

import { Merge } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormAction } from '@/components/forms/use-form-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CustomerSearch } from '@/features/appointments/components/new-appointment/customer-search';
import { mergeClientsAction, previewClientMergeAction } from '@/features/clients/actions';
import type { ClientMergeResult } from '@/features/clients/data/client-merge';
import { toast } from '@/lib/ui/toast';

type Client = { id: string; name: string };

/**
 * "Merge with another client…" on the card (issue 33 item 4): find the other record with the
 * New appointment dialog's client search, see what the merge makes (the merge itself, rolled
 * back), then merge. This card's client is the one kept.
 */
export function ClientMergeButton({ salonId, client }: { salonId: string; client: Client }) {
  const t = useTranslations('ClientCard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <Merge aria-hidden />
        {t('merge')}
      </Button>
      {open && <ClientMergeDialog salonId={salonId} client={client} onClose={() => setOpen(false)} />}
    </>
  );
}

function ClientMergeDialog({ salonId, client, onClose }: { salonId: string; client: Client; onClose: () => void }) {
  const t = useTranslations('ClientCard');
  const router = useRouter();
  const action = useFormAction({ toast: false });
  const [preview, setPreview] = useState<ClientMergeResult | null>(null);
  const ref = (otherId: string) => ({ salonId, clientId: client.id, otherId });
  const pick = async (other: Client) => {
    setPreview(null);
    const result = await action.run(() => previewClientMergeAction(ref(other.id)));
    if (result.ok) setPreview(result.data);
  };
  const merge = async () => {
    if (!preview) return;
    const result = await action.run(() => mergeClientsAction(ref(preview.other.id)));
    if (!result.ok) return;
    toast.success(t('merged', { count: result.data.moved }));
    onClose();
    router.refresh();
  };
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !action.pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('mergeTitle', { name: client.name })}</DialogTitle>
          <DialogDescription>{t('mergeDescription')}</DialogDescription>
        </DialogHeader>
        {preview ? <MergePreview preview={preview} /> : <CustomerSearch salonId={salonId} onPick={pick} />}
        {action.failure && <Alert>{action.failure}</Alert>}
        <DialogFooter>
          {preview ? (
            <Button variant="outline" onClick={() => setPreview(null)} disabled={action.pending}>
              {t('mergeBack')}
            </Button>
          ) : (
            <Button variant="outline" onClick={onClose} disabled={action.pending}>
              {t('mergeCancel')}
            </Button>
          )}
          <Button variant="danger" onClick={merge} disabled={!preview || action.pending}>
            {t(action.pending && preview ? 'merging' : 'mergeConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Which record stays (with the combined details), which goes, and the kept record's totals afterwards. */
function MergePreview({ preview }: { preview: ClientMergeResult }) {
  const t = useTranslations('ClientCard');
  const given = (yes: boolean) => t(yes ? 'consentGiven' : 'consentNotGiven');
  const rows: [string, string][] = [
    [t('mergeKept'), [preview.kept.name, preview.kept.email, preview.kept.phone].filter(Boolean).join(' · ')],
    [t('mergeRemoved'), [preview.other.name, preview.other.email, preview.other.phone].filter(Boolean).join(' · ')],
    [t('mergeVisits'), String(preview.visits)],
    [t('noShows'), String(preview.noShows)],
    [t('mergeNotes'), t('mergeNoteCount', { notes: preview.notes, alerts: preview.alerts })],
    [t('reminders'), given(preview.consents.reminders)],
    [t('marketing'), given(preview.consents.marketing)],
  ];
  return (
    <section aria-label={t('mergePreview')} data-testid="merge-preview" className="flex min-w-0 flex-col gap-2">
      <h3 className="font-medium">{t('mergePreview')}</h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dd]:break-words">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('mergeHint', { moved: preview.moved })}</p>
    </section>
  );
}
