'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { checkSlugAction, createSalonAction, deleteSalonsAction, updateSalonAction } from '@/app/admin/salons/actions';
import { SalonForm } from '@/components/salons/salon-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { SALON_MESSAGES, emptySalonForm } from '@/lib/validation/salon';
import type { AdminSalonRow } from './salon-row';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Create New Salon' (large): a new, active salon with the default opening hours. */
export function CreateSalonDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Create New Salon</DialogTitle>
        </DialogHeader>
        <SalonForm
          initialValues={emptySalonForm()}
          checkSlug={checkSlugAction}
          submitLabel="Create Salon"
          onCancel={() => onOpenChange(false)}
          onSubmit={async (data) => {
            const result = await createSalonAction(data);
            if (result.ok) {
              toast.success(`Salon "${result.data.name}" created`);
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
  return (
    <Dialog open={salon !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Edit Salon</DialogTitle>
        </DialogHeader>
        {salon && <EditSalonForm key={salon.id} salon={salon} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditSalonForm({ salon, onClose }: { salon: AdminSalonRow; onClose: () => void }) {
  const [isActive, setIsActive] = useState(salon.isActive);
  return (
    <SalonForm
      initialValues={salon.form}
      salonId={salon.id}
      checkSlug={checkSlugAction}
      submitLabel="Save Changes"
      onCancel={onClose}
      basicExtra={
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <div>
            <Label htmlFor="salon-active">Active</Label>
            <p className="text-sm text-muted-foreground">Inactive salons have no public booking page.</p>
          </div>
          <Switch id="salon-active" checked={isActive} onCheckedChange={setIsActive} />
        </div>
      }
      onSubmit={async (data) => {
        const result = await updateSalonAction({ ...data, id: salon.id, is_active: isActive });
        if (result.ok) {
          toast.success('Changes Saved');
          onClose();
        }
        return result;
      }}
    />
  );
}

/** 'Delete Salon' (small): the salon and all its data, after confirmation. */
export function DeleteSalonDialog({ salon, onClose }: { salon: AdminSalonRow | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const remove = async () => {
    if (!salon) return;
    setPending(true);
    const result = await deleteSalonsAction({ ids: [salon.id] }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast.success(`Salon "${salon.name}" deleted`);
      close();
      return;
    }
    const message = result?.message ?? SALON_MESSAGES.deleteFailed;
    setFailure(message);
    toast.error(message);
  };

  return (
    <Dialog open={salon !== null} onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Delete Salon</DialogTitle>
          <DialogDescription>Are you sure you want to delete {salon?.name}?</DialogDescription>
        </DialogHeader>
        <p className="text-sm">This action cannot be undone. All associated data will be permanently removed.</p>
        {failure && <Alert>{failure}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
