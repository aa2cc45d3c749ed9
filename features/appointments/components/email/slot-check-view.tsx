'use client';

import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMessage } from '@/components/forms/use-message';
import { Button } from '@/components/ui/button';
import { EDIT_RESULT_MESSAGES } from '@/lib/validation/appointment-edit';
import type { SlotCheckState } from './use-slot-check';

type Props = {
  slot: SlotCheckState;
  time: string;
  onPick: (time: string) => void;
  idleText: string;
  /** The time chosen is the appointment's current one: nothing to check, a different one is needed. */
  unchanged?: boolean;
};

/** The availability check's result and the day's free half-hours as chips that pick the time. */
export function SlotCheckView({ slot, time, onPick, idleText, unchanged = false }: Props) {
  const t = useTranslations('EmailTools');
  const render = useMessage();
  return (
    <div className="grid gap-3">
      {unchanged ? (
        <p role="status" className="text-sm text-muted-foreground" data-slot-status="unchanged">
          {render(EDIT_RESULT_MESSAGES.unchangedTime)}
        </p>
      ) : (
        <SlotResult slot={slot} idleText={idleText} />
      )}
      {'suggestions' in slot && (
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="slot-chips-label">
            {slot.status === 'unavailable' ? t('suggestedTimes') : t('availableTimes')}
          </p>
          {slot.suggestions.length ? (
            <ul className="flex flex-wrap gap-2" aria-labelledby="slot-chips-label" data-testid="slot-chips">
              {slot.suggestions.map((candidate) => (
                <li key={candidate}>
                  <Button size="sm" variant={candidate === time ? 'primary' : 'outline'} aria-pressed={candidate === time} onClick={() => onPick(candidate)}>
                    {candidate}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('noFreeHalfHour')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function SlotResult({ slot, idleText }: { slot: SlotCheckState; idleText: string }) {
  const t = useTranslations('EmailTools');
  const render = useMessage();
  if (slot.status === 'idle' || slot.status === 'free') return <p className="text-sm text-muted-foreground">{idleText}</p>;
  const [Icon, tone, text] =
    slot.status === 'checking'
      ? [Loader2, 'text-muted-foreground', t('checkingAvailability')]
      : slot.status === 'available'
        ? [CheckCircle2, 'text-success', render(slot.message)]
        : [XCircle, 'text-danger', slot.status === 'error' ? t('slotCheckError') : render(slot.message)];
  return (
    <p role="status" className={`flex items-center gap-2 text-sm ${tone}`} data-slot-status={slot.status}>
      <Icon aria-hidden className={`size-4 shrink-0 ${slot.status === 'checking' ? 'animate-spin' : ''}`} />
      {text}
    </p>
  );
}
