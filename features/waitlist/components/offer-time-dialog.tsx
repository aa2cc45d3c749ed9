'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useServerForm } from '@/components/forms/use-server-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { offerWaitlistTimeAction, waitlistOfferTimesAction } from '../actions';
import type { WaitlistEntryView } from '../data/staff-waitlist';

type Props = { salonId: string; entry: WaitlistEntryView; onClose: () => void; onOffered: () => void };

/**
 * Staff offer a waiting client a time by hand: the day's free times inside their hours, one
 * picked, held for them and offered by e-mail as a freed time is. A time taken meanwhile is
 * refused with the times still free.
 */
export function OfferTimeDialog({ salonId, entry, onClose, onOffered }: Props) {
  const t = useTranslations('Waitlist');
  const common = useTranslations('Common');
  const form = useServerForm({ fields: ['time'] as const });
  const [times, setTimes] = useState<string[] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const { run } = form;

  useEffect(() => {
    let live = true;
    void run(() => waitlistOfferTimesAction({ salonId, entryId: entry.id })).then((result) => live && setTimes(result?.ok ? result.data.times : []));
    return () => {
      live = false;
    };
    // The times are read once per dialog; `run` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [salonId, entry.id]);

  async function offer() {
    if (!picked) return;
    const result = await form.run(() => offerWaitlistTimeAction({ salonId, entryId: entry.id, time: picked }));
    if (result?.ok) {
      toast.success(t('offered', { name: entry.customerName }));
      onOffered();
    } else if (result) {
      setPicked(null);
      const fresh = await waitlistOfferTimesAction({ salonId, entryId: entry.id });
      if (fresh.ok) setTimes(fresh.data.times);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !form.pending && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('offerTitle', { name: entry.customerName })}</DialogTitle>
          <DialogDescription>{t('offerIntro', { from: entry.fromTime, until: entry.untilTime })}</DialogDescription>
        </DialogHeader>
        {times === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            {common('loading')}
          </p>
        ) : times.length ? (
          <div role="radiogroup" aria-label={t('time')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {times.map((time) => (
              <Button key={time} role="radio" aria-checked={picked === time} variant={picked === time ? 'primary' : 'outline'} onClick={() => setPicked(time)}>
                {time}
              </Button>
            ))}
          </div>
        ) : (
          <Alert variant="info">{t('noFreeTime')}</Alert>
        )}
        {form.failure && <Alert>{form.failure}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={form.pending}>
            {common('cancel')}
          </Button>
          <Button onClick={offer} disabled={!picked || form.pending}>
            {form.pending ? t('sending') : t('sendOffer')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
