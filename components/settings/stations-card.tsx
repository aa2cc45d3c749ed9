'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { addStationAction, setStationsEnabledAction } from '@/app/admin/settings/actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ActionResult } from '@/lib/actions/result';
import type { StationSetting } from '@/lib/data/salon-settings';
import { SETTINGS_LIMITS } from '@/lib/validation/salon-settings';
import { StationRow } from './station-row';

type Props = { salonId?: string; enabled: boolean; stations: StationSetting[] };

export type RunStationAction = <T>(action: () => Promise<ActionResult<T>>, success: string) => Promise<ActionResult<T> | null>;

/**
 * Stations (chairs, desks) and whether the salon works with them: on, each active station is
 * a lane that takes one appointment at a time; off, the salon takes one at a time.
 */
export function StationsCard({ salonId, enabled, stations }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const run: RunStationAction = async (action, success) => {
    setPending(true);
    const result = await action().catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast.success(success);
      router.refresh();
    } else {
      toast.error(result?.message ?? 'The stations could not be saved. Please try again.');
    }
    return result;
  };

  const add = async () => {
    setNameError(undefined);
    const result = await run(() => addStationAction({ salonId, name }), `${name.trim()} added`);
    if (result?.ok) setName('');
    else if (result?.fieldErrors?.name) setNameError(result.fieldErrors.name);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Stations</h2>
        </CardTitle>
        <CardDescription>Chairs, desks or rooms. A deactivated station leaves the booking page; its past appointments keep showing it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <div>
            <Label htmlFor="stations-enabled">Work with stations</Label>
            <p className="text-sm text-muted-foreground">
              {enabled ? 'Each active station takes one appointment at a time.' : 'Off: the salon takes one appointment at a time.'}
            </p>
          </div>
          <Switch
            id="stations-enabled"
            checked={enabled}
            disabled={pending}
            onCheckedChange={(on) => run(() => setStationsEnabledAction({ salonId, enabled: on }), on ? 'Stations switched on' : 'Stations switched off')}
          />
        </div>
        {stations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No stations yet.</p>
        ) : (
          <ul aria-label="Stations" className="grid gap-2">
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
          <Field label="New station" error={nameError} className="min-w-40 flex-1">
            <Input value={name} maxLength={SETTINGS_LIMITS.stationName} placeholder="Chair 3" onChange={(event) => setName(event.target.value)} />
          </Field>
          <Button type="submit" disabled={pending}>
            Add Station
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
