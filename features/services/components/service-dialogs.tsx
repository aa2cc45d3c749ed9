'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/ui/toast';
import { createServiceAction, deleteServiceAction, updateServiceAction } from '@/features/services/actions';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { OwnerService } from '@/features/services/data/service-admin';
import { emptyServiceForm, type ServiceFormFields } from '@/features/services/schema';
import { ServiceForm, type CurrencyOption, type StationOption } from './service-form';

/** What every service dialog works with. */
export type ServiceContext = {
  /** The salon the area works on (owners: their own; admins: the picked one). */
  salonId: string;
  currencies: CurrencyOption[];
  stations: StationOption[];
  categories: string[];
  defaultCurrency: string;
};

function formOf(service: OwnerService): ServiceFormFields {
  return {
    name: service.name,
    category: service.category ?? '',
    duration_minutes: String(service.durationMinutes),
    price_on_request: service.price === null,
    price: service.price === null ? '' : String(service.price),
    currency_code: service.currencyCode,
    tooltip: service.tooltip ?? '',
    is_active: service.isActive,
    station_ids: service.stationIds,
    processing_start_minutes: service.processingMinutes ? String(service.processingStartMinutes) : '',
    processing_minutes: service.processingMinutes ? String(service.processingMinutes) : '',
    buffer_minutes: service.bufferMinutes ? String(service.bufferMinutes) : '',
  };
}

/** 'Add Service' (no service) or 'Edit Service'. */
export function ServiceDialog({ context, service, open, onClose }: { context: ServiceContext; service: OwnerService | null; open: boolean; onClose: () => void }) {
  const t = useTranslations('Services');
  const tc = useTranslations('Common');
  const editing = service !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{editing ? t('editService') : t('addService')}</DialogTitle>
        </DialogHeader>
        {open && (
          <ServiceForm
            key={service?.id ?? 'new'}
            initialValues={service ? formOf(service) : emptyServiceForm(context.defaultCurrency)}
            currencies={context.currencies}
            stations={context.stations}
            categories={context.categories}
            submitLabel={editing ? tc('saveChanges') : t('addService')}
            onCancel={onClose}
            onSubmit={async (data) => {
              const result = service
                ? await updateServiceAction({ ...data, salonId: context.salonId, id: service.id })
                : await createServiceAction({ ...data, salonId: context.salonId });
              if (result.ok) {
                toast.success(editing ? tc('changesSaved') : t('added', { name: result.data.name }));
                onClose();
              }
              return result;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 'Delete Service' (small). Booked services stay readable in their appointments. */
export function DeleteServiceDialog({ salonId, service, onClose }: { salonId: string; service: OwnerService | null; onClose: () => void }) {
  const t = useTranslations('Services');
  return (
    <ConfirmDeleteDialog
      subject={service}
      title={t('deleteTitle')}
      question={t('deleteQuestion', { name: service?.name ?? '' })}
      run={(deleted) => deleteServiceAction({ salonId, id: deleted.id })}
      doneMessage={(deleted) => t('deleted', { name: deleted.name })}
      onClose={onClose}
    >
      {t('deleteBody')}
    </ConfirmDeleteDialog>
  );
}
