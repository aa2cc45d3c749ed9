'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { clearNoShowsAction, recordConsentAction } from '@/features/clients/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import type { ConsentKind } from '@/lib/db/schema';
import { toast } from '@/lib/ui/toast';

type Target = { salonId?: string; clientId: string };

/** Clears the client's no-shows for the policy, then shows the card again. */
export function ClearNoShowsButton(target: Target) {
  const t = useTranslations('ClientCare');
  const router = useRouter();
  const action = useFormAction();
  const clear = async () => {
    const result = await action.run(() => clearNoShowsAction(target));
    if (!result.ok) return;
    toast.success(t('cleared'));
    router.refresh();
  };
  return (
    <Button variant="outline" disabled={action.pending} onClick={clear}>
      {t('clear')}
    </Button>
  );
}

/** Records the other state of one kind of consent (a grant when not given, else a withdrawal). */
export function ConsentToggle({ kind, given, ...target }: Target & { kind: ConsentKind; given: boolean }) {
  const t = useTranslations('ClientCare');
  const router = useRouter();
  const action = useFormAction();
  const record = async () => {
    const result = await action.run(() => recordConsentAction({ ...target, kind, granted: !given }));
    if (!result.ok) return;
    toast.success(t('saved'));
    router.refresh();
  };
  return (
    <Button variant={given ? 'outline' : 'primary'} size="sm" disabled={action.pending} onClick={record} aria-label={`${t(given ? 'withdraw' : 'grant')}: ${t(kind)}`}>
      {t(given ? 'withdraw' : 'grant')}
    </Button>
  );
}
