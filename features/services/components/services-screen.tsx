'use client';

import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setServiceActiveAction } from '@/features/services/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import type { OwnerService } from '@/features/services/data/service-admin';
import { DeleteServiceDialog, ServiceDialog, type ServiceContext } from './service-dialogs';

/** Services in their categories, in the order they come (by category, then name); `uncategorised` names the rest. */
function byCategory(services: OwnerService[], uncategorised: string): [string, OwnerService[]][] {
  const groups = new Map<string, OwnerService[]>();
  for (const service of services) {
    const key = service.category ?? uncategorised;
    groups.set(key, [...(groups.get(key) ?? []), service]);
  }
  return [...groups];
}

type Props = ServiceContext & { services: OwnerService[]; bookingPath: string | null };

/** /admin/services: the salon's services by category; add, edit, deactivate, delete. */
export function ServicesScreen({ services, bookingPath, ...context }: Props) {
  const t = useTranslations('Services');
  const tc = useTranslations('Common');
  const [editing, setEditing] = useState<OwnerService | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OwnerService | null>(null);
  /** The stations a service is limited to, in the salon's order. */
  const stationsOf = (service: OwnerService) => context.stations.filter((station) => service.stationIds.includes(station.id)).map((station) => station.name);

  const { run } = useFormAction();

  const setActive = async (service: OwnerService, active: boolean) => {
    const result = await run(() => setServiceActiveAction({ salonId: context.salonId, id: service.id, is_active: active }));
    if (result.ok) toast.success(t(active ? 'offeredAgain' : 'notOffered', { name: service.name }));
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('count', { count: services.length })}</p>
        <div className="flex flex-wrap gap-2">
          {bookingPath && (
            <Button variant="outline" asChild>
              <a href={bookingPath} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                {t('bookingPage')}
              </a>
            </Button>
          )}
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {t('addService')}
          </Button>
        </div>
      </div>
      {services.length === 0 && <p className="text-muted-foreground">{t('empty')}</p>}
      {byCategory(services, t('otherServices')).map(([category, group]) => (
        <Card key={category}>
          <CardHeader className="pb-2">
            <CardTitle asChild>
              <h2 className="break-words">{category}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" aria-label={category}>
              {group.map((service) => (
                <li key={service.id} data-service={service.name} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words">{service.name}</span>
                      {!service.isActive && <Badge>{t('inactive')}</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t('minutes', { minutes: service.durationMinutes })} · {service.price === null ? t('priceOnRequest') : service.priceLabel}
                      {service.processingMinutes > 0 && <> · {t('processingSummary', { minutes: service.processingMinutes })}</>}
                      {service.bufferMinutes > 0 && <> · {t('cleanUpSummary', { minutes: service.bufferMinutes })}</>}
                      {service.stationIds.length > 0 && <> · {stationsOf(service).join(', ')}</>}
                    </p>
                    {service.tooltip && <p className="text-sm break-words text-muted-foreground">{service.tooltip}</p>}
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Switch checked={service.isActive} onCheckedChange={(active) => setActive(service, active)} aria-label={t('offered', { name: service.name })} />
                    <Button variant="ghost" size="sm" onClick={() => setEditing(service)} aria-label={t('editName', { name: service.name })}>
                      <Pencil aria-hidden />
                      <span className="hidden lg:inline">{tc('edit')}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="text-danger" onClick={() => setDeleting(service)} aria-label={t('deleteName', { name: service.name })}>
                      <Trash2 aria-hidden />
                      <span className="hidden lg:inline">{tc('delete')}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      <ServiceDialog
        context={context}
        service={editing}
        open={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <DeleteServiceDialog salonId={context.salonId} service={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
