'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { addStaffMemberAction } from '@/app/admin/staff/actions';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { NewStaffMember } from '@/lib/data/staff';
import { addMemberSchema, type AddMemberData, type AddMemberValues } from '@/lib/validation/staff';
import { OneTimePassword } from './one-time-password';
import { ROLE_LABELS } from './role-labels';

const FAILED = 'The member could not be added. Please try again.';

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
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddMemberValues, unknown, AddMemberData>({ resolver: zodResolver(addMemberSchema), defaultValues: { salonId, full_name: '', email: '', role: 'staff' } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    const result = await addStaffMemberAction(data).catch(() => null);
    if (result?.ok) {
      toast.success(`${result.data.fullName} is added`);
      onAdded(result.data);
      return;
    }
    for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) setError(field as FieldPath<AddMemberValues>, { message });
    setFailure(result?.message ?? FAILED);
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
      <Field label="Role" required error={errors.role?.message} description="Staff work with appointments; owners also manage services, staff and settings.">
        {(controlProps) => (
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(ROLE_LABELS).map(([role, label]) => (
                    <SelectItem key={role} value={role}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
      <DialogFormFooter submitLabel="Add Member" pendingLabel="Adding..." submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
