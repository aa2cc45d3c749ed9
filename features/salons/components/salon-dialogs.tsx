'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { checkSlugAction, createSalonAction, deleteSalonsAction, updateSalonAction } from '@/features/salons/actions';
import { SwitchField } from '@/components/forms/switch-field';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { SalonForm } from './salon-form';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { emptySalonForm } from '@/lib/validation/salon';
import type { AdminSalonRow } from './salon-row';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Create New Salon' (large): a new, active salon with the default opening hours. */
export function CreateSalonDialog({ open, onOpenChange }: DialogProps) {
  const t = useTranslations('Salons');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('createTitle')}</DialogTitle>
        </DialogHeader>
        <SalonForm
          initialValues={emptySalonForm()}
          checkSlug={checkSlugAction}
          submitLabel={t('createSalon')}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (data) => {
            const result = await createSalonAction(data);
            if (result.ok) {
              toast.success(t('created', { name: result.data.name }));
              onOpenChange(false);
            }
            return result;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Edit Salon' (large): the form filled in, plus whether the salon is active (public booking page on or off). */
export function EditSalonDialog({ salon, onClose }: { salon: AdminSalonRow | null; onClose: () => void }) {
  const t = useTranslations('Salons');
  return (
    <Dialog open={salon !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('editTitle')}</DialogTitle>
        </DialogHeader>
        {salon && <EditSalonForm key={salon.id} salon={salon} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditSalonForm({ salon, onClose }: { salon: AdminSalonRow; onClose: () => void }) {
  const t = useTranslations('Salons');
  const tc = useTranslations('Common');
  const [isActive, setIsActive] = useState(salon.isActive);
  return (
    <SalonForm
      initialValues={salon.form}
      salonId={salon.id}
      checkSlug={checkSlugAction}
      submitLabel={tc('saveChanges')}
      onCancel={onClose}
      basicExtra={
        <SwitchField id="salon-active" label={t('active')} description={t('activeHint')} className="rounded-md border p-3" checked={isActive} onCheckedChange={setIsActive} />
      }
      onSubmit={async (data) => {
        const result = await updateSalonAction({ ...data, id: salon.id, is_active: isActive });
        if (result.ok) {
          toast.success(tc('changesSaved'));
          onClose();
        }
        return result;
      }}
    />
  );
}

/** 'Delete Salon' (small): the salon and all its data, after confirmation. */
export function DeleteSalonDialog({ salon, onClose }: { salon: AdminSalonRow | null; onClose: () => void }) {
  const t = useTranslations('Salons');
  return (
    <ConfirmDeleteDialog
      subject={salon}
      title={t('deleteTitle')}
      question={t('deleteQuestion', { name: salon?.name ?? '' })}
      run={(deleted) => deleteSalonsAction({ ids: [deleted.id] })}
      doneMessage={(deleted) => t('deleted', { name: deleted.name })}
      onClose={onClose}
    >
      {t('deleteBody')}
    </ConfirmDeleteDialog>
  );
}
