'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

/** One way to write a new feed address (https or webcal), with its copy button. */
function AddressLine({ label, address, testId }: { label: string; address: string; testId: string }) {
  const t = useTranslations('Account.feeds');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex min-w-0 items-center gap-2">
        <code data-testid={testId} className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all">
          {address}
        </code>
        <Button variant="outline" onClick={copy} aria-label={t('copyAddress', { kind: label })}>
          <Copy aria-hidden />
          <span className="hidden sm:inline">{t('copy')}</span>
        </Button>
      </div>
    </div>
  );
}

/** A feed's new address, shown this once (only its hash is kept): copy it, or open it in the phone's calendar app. */
export function FeedAddress({ https, webcal, scope }: { https: string; webcal: string; scope: string }) {
  const t = useTranslations('Account.feeds');
  return (
    <div className="grid gap-3" data-testid={`feed-address-${scope}`}>
      <p className="text-sm">{t('shownOnce')}</p>
      <AddressLine label={t('webcal')} address={webcal} testId={`feed-webcal-${scope}`} />
      <AddressLine label={t('https')} address={https} testId={`feed-https-${scope}`} />
      <a className="text-sm font-medium underline underline-offset-4" href={webcal}>
        {t('openInApp')}
      </a>
    </div>
  );
}
