'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A member's new password, shown this once: the owner copies it and hands it over. */
export function OneTimePassword({ name, email, password }: { name: string; email: string; password: string }) {
  const t = useTranslations('Staff');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(t('passwordCopied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <div className="grid gap-3">
      <Alert variant="info">
        {t('givePassword', { name, email })}
      </Alert>
      <div className="flex items-center gap-2">
        <code data-testid="one-time-password" className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-base break-all select-all">
          {password}
        </code>
        <Button variant="outline" onClick={copy} aria-label={t('copyPassword')}>
          <Copy aria-hidden />
          <span className="hidden sm:inline">{t('copy')}</span>
        </Button>
      </div>
    </div>
  );
}
