'use client';

import { CalendarClock, CalendarX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export type WizardAction = 'reschedule' | 'cancel';

/** Step 1: Reschedule or Cancel. */
export function WizardChooseStep({ onChoose }: { onChoose: (action: WizardAction) => void }) {
  const t = useTranslations('EmailTools');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button variant="outline" className="h-auto flex-col gap-2 py-6" onClick={() => onChoose('reschedule')}>
        <CalendarClock aria-hidden className="size-6" />
        {t('reschedule')}
        <span className="text-xs font-normal text-muted-foreground">{t('rescheduleHint')}</span>
      </Button>
      <Button variant="outline" className="h-auto flex-col gap-2 py-6" onClick={() => onChoose('cancel')}>
        <CalendarX aria-hidden className="size-6" />
        {t('cancel')}
        <span className="text-xs font-normal text-muted-foreground">{t('cancelHint')}</span>
      </Button>
    </div>
  );
}
