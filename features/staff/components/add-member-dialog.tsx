'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { addStaffMemberAction } from '@/features/staff/actions';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { SelectField } from '@/components/forms/select-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { NewStaffMember } from '@/features/staff/data/staff';
import { addMemberSchema, type AddMemberData, type AddMemberValues } from '@/features/staff/schema';
import { OneTimePassword } from './one-time-password';
import { ROLE_LABELS } from './role-labels';

/** 'Add Staff Member': name, e-mail and role; then the one-time password, shown once. */
export function AddMemberDialog({ salonId, open, onOpenChange }: { salonId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [added, setAdded] = useState<NewStaffMember | null>(null);
  const close = (next: boolean) => {
    if (next) return;
    setAdded(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{added ? `${added.fullName} is added` : 'Add Staff Member'}</DialogTitle>
        </DialogHeader>
        {added ? (
          <>
            <OneTimePassword name={added.fullName} email={added.email} password={added.oneTimePassword} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          open && <AddMemberForm salonId={salonId} onAdded={setAdded} onCancel={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddMemberForm({ salonId, onAdded, onCancel }: { salonId: string; onAdded: (member: NewStaffMember) => void; onCancel: () => void }) {
  const form = useForm<AddMemberValues, unknown, AddMemberData>({ resolver: zodResolver(addMemberSchema), defaultValues: { salonId, full_name: '', email: '', role: 'staff' } });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { run, failure } = useFormAction({ form, toast: false });

  const submit = handleSubmit(async (data) => {
    const result = await run(() => addStaffMemberAction(data));
    if (!result.ok) return;
    toast.success(`${result.data.fullName} is added`);
    onAdded(result.data);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      <Field label="Full Name" required error={errors.full_name?.message}>
        <Input autoComplete="off" {...register('full_name')} />
      </Field>
      <Field label="Email" required error={errors.email?.message} description="They sign in with this address.">
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <SelectField
        control={control}
        name="role"
        label="Role"
        required
        description="Staff work with appointments; owners also manage services, staff and settings."
        options={Object.entries(ROLE_LABELS).map(([role, label]) => ({ value: role, label }))}
      />
      <DialogFormFooter submitLabel="Add Member" pendingLabel="Adding..." submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
