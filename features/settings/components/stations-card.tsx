'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { addStationAction, setStationsEnabledAction } from '@/features/settings/actions';
import { SwitchField } from '@/components/forms/switch-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ActionFailure, ActionResult } from '@/lib/result';
import type { StationSetting } from '@/features/settings/data/salon-settings';
import { SETTINGS_LIMITS } from '@/features/settings/schema';
import { StationRow } from './station-row';

type Props = { salonId?: string; enabled: boolean; stations: StationSetting[] };

export type RunStationAction = <R extends ActionResult<unknown>>(call: () => Promise<R>, success: string) => Promise<R | ActionFailure>;

/**
 * Stations (chairs, desks) and whether the salon works with them: on, each active station is
 * a lane that takes one appointment at a time; off, the salon takes one at a time.
 */
export function StationsCard({ salonId, enabled, stations }: Props) {
  const t = useTranslations('Settings');
  const action = useFormAction();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const pending = action.pending;

  const run: RunStationAction = async (call, success) => {
    const result = await action.run(call);
    if (result.ok) toast.success(success);
    return result;
  };

  const add = async () => {
    setNameError(undefined);
    const result = await run(() => addStationAction({ salonId, name }), t('stationAdded', { name: name.trim() }));
    if (result.ok) setName('');
    else if (result.fieldErrors?.name) setNameError(result.fieldErrors.name);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('stations')}</h2>
        </CardTitle>
        <CardDescription>{t('stationsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SwitchField id="stations-enabled" label={t('workWithStations')} description={enabled ? t('stationsOnHint') : t('stationsOffHint')} className="rounded-md border p-3" checked={enabled} disabled={pending} onCheckedChange={(on) => run(() => setStationsEnabledAction({ salonId, enabled: on }), on ? t('stationsSwitchedOn') : t('stationsSwitchedOff'))} />
        {stations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noStations')}</p>
        ) : (
          <ul aria-label={t('stations')} className="grid gap-2">
            {stations.map((station) => (
              <StationRow key={station.id} salonId={salonId} station={station} showLoad={enabled} pending={pending} run={run} />
            ))}
          </ul>
        )}
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Field label={t('newStation')} error={nameError} className="min-w-40 flex-1">
            <Input value={name} maxLength={SETTINGS_LIMITS.stationName} placeholder={t('newStationPlaceholder')} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Button type="submit" disabled={pending}>
            {t('addStation')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
