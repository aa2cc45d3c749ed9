'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { renewFeedAction } from '@/features/feeds/actions';
import type { OwnFeeds } from '@/features/feeds/data/feed-addresses';
import { useFormAction } from '@/components/forms/use-form-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { FeedScope } from '@/lib/db/schema';
import { FeedAddress } from './feed-address';

type Revealed = { https: string; webcal: string };

/** One feed: when its address was made, and a button for a (new) address, confirmed when one exists. */
function FeedRow({ scope, made }: { scope: FeedScope; made: Date | null }) {
  const t = useTranslations('Account.feeds');
  const format = useFormatter();
  const action = useFormAction();
  const [since, setSince] = useState(made);
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const renew = async () => {
    const result = await action.run(() => renewFeedAction({ scope }));
    if (!result.ok) return;
    setRevealed({ https: result.data.https, webcal: result.data.webcal });
    setSince(new Date());
    setConfirming(false);
  };
  const close = () => {
    action.clearFailure();
    setConfirming(false);
  };
  return (
    <section className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0" aria-labelledby={`feed-${scope}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`feed-${scope}`} className="text-sm font-medium">
            {t(scope === 'salon' ? 'salon' : 'member')}
          </h3>
          <p className="text-sm text-muted-foreground">{since ? t('madeOn', { date: format.dateTime(since, { dateStyle: 'medium' }) }) : t('none')}</p>
        </div>
        <Button variant="outline" disabled={action.pending} onClick={() => (since ? setConfirming(true) : renew())}>
          {t(since ? 'renew' : 'create')}
        </Button>
      </div>
      {!confirming && action.failure && <Alert>{action.failure}</Alert>}
      {revealed && <FeedAddress scope={scope} {...revealed} />}
      <Dialog open={confirming} onOpenChange={(open) => !open && !action.pending && close()}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t('renewTitle')}</DialogTitle>
            <DialogDescription>{t('renewQuestion')}</DialogDescription>
          </DialogHeader>
          {action.failure && <Alert>{action.failure}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={action.pending}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={renew} disabled={action.pending}>
              {t(action.pending ? 'renewing' : 'renewConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** The member's calendar subscriptions: their own appointments and blocks; an owner's also the whole salon's. */
export function CalendarFeedsCard({ feeds }: { feeds: OwnFeeds }) {
  const t = useTranslations('Account.feeds');
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('title')}</h2>
        </CardTitle>
        <CardDescription>{t('hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FeedRow scope="member" made={feeds.member} />
        {feeds.mayHaveSalonFeed && <FeedRow scope="salon" made={feeds.salon} />}
      </CardContent>
    </Card>
  );
}
