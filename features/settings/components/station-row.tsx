'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { renameStationAction, setStationActiveAction } from '@/features/settings/actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { StationSetting } from '@/features/settings/data/salon-settings';
import { SETTINGS_LIMITS } from '@/features/settings/schema';
import type { RunStationAction } from './stations-card';

type Props = {
  salonId?: string;
  station: StationSetting;
  /** Stations are lanes: its coming appointments are what keeps it from being deactivated. */
  showLoad: boolean;
  pending: boolean;
  run: RunStationAction;
};

/** One station: its name (renamed in place), its coming appointments, and Deactivate / Reactivate. */
export function StationRow({ salonId, station, showLoad, pending, run }: Props) {
  const t = useTranslations('Settings');
  const common = useTranslations('Common');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(station.name);
  const [error, setError] = useState<string>();

  const rename = async () => {
    setError(undefined);
    const result = await run(() => renameStationAction({ salonId, stationId: station.id, name }), t('renamedTo', { name: name.trim() }));
    if (result.ok) setEditing(false);
    else setError(result.fieldErrors?.name ?? result.message);
  };

  return (
    <li className="grid gap-2 rounded-md border p-3 sm:flex sm:items-center sm:justify-between">
      {editing ? (
        <form
          className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <Input
            aria-label={t('newNameFor', { name: station.name })}
            aria-invalid={error ? true : undefined}
            className="min-w-40 flex-1"
            value={name}
            maxLength={SETTINGS_LIMITS.stationName}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={pending}>
            {common('save')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setEditing(false);
              setName(station.name);
              setError(undefined);
            }}
          >
            {common('cancel')}
          </Button>
          {error && <p className="w-full text-sm text-danger">{error}</p>}
        </form>
      ) : (
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {station.name}
            {!station.isActive && <Badge>{t('inactive')}</Badge>}
          </p>
          {showLoad && (
            <p className="text-sm text-muted-foreground">
              {t('comingAppointments', { count: station.comingAppointments })}
            </p>
          )}
        </div>
      )}
      {!editing && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-label={t('renameNamed', { name: station.name })} disabled={pending} onClick={() => setEditing(true)}>
            {t('rename')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t(station.isActive ? 'deactivateNamed' : 'reactivateNamed', { name: station.name })}
            disabled={pending}
            onClick={() => run(() => setStationActiveAction({ salonId, stationId: station.id, active: !station.isActive }), t(station.isActive ? 'stationDeactivated' : 'stationReactivated', { name: station.name }))}
          >
            {t(station.isActive ? 'deactivate' : 'reactivate')}
          </Button>
        </div>
      )}
    </li>
  );
}
