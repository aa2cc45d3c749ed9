'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setStylistsEnabledAction } from '@/features/staff/actions';
import { SwitchField } from '@/components/forms/switch-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { Card } from '@/components/ui/card';

/** The salon switch 'Customers choose a stylist', beside the people it is about. */
export function StylistsSwitch({ salonId, enabled: initial }: { salonId: string; enabled: boolean }) {
  const t = useTranslations('Staff');
  const [enabled, setEnabled] = useState(initial);
  const { run, pending } = useFormAction();
  const change = async (on: boolean) => {
    const result = await run(() => setStylistsEnabledAction({ salonId, enabled: on }));
    if (!result.ok) return;
    setEnabled(on);
    toast.success(on ? t('stylistsOn') : t('stylistsOff'));
  };
  return (
    <Card className="p-4">
      <SwitchField id="stylists-enabled" label={t('stylistsLabel')} description={t('stylistsHint')} checked={enabled} disabled={pending} onCheckedChange={change} />
    </Card>
  );
}
