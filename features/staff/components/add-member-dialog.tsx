'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { addStaffMemberAction } from '@/features/staff/actions';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { SelectField } from '@/components/forms/select-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { NewStaffMember } from '@/features/staff/data/staff';
import { addMemberSchema, MEMBER_ROLES, type AddMemberData, type AddMemberValues } from '@/features/staff/schema';
import { MemberNameField } from './member-name-field';
import { OneTimePassword } from './one-time-password';
import { useRoleLabel } from './role-labels';

/** 'Add Staff Member': name, e-mail and role; then the one-time password, shown once, or that an invitation was e-mailed. */
export function AddMemberDialog({ salonId, open, onOpenChange }: { salonId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('Staff');
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
          <DialogTitle>{added ? t('memberAdded', { name: added.fullName }) : t('addMember')}</DialogTitle>
        </DialogHeader>
        {added ? (
          <>
            {added.oneTimePassword === null ? (
              <Alert variant="info" data-testid="invitation-sent">
                {t('invitationSent', { name: added.fullName, email: added.email, days: added.invitationDays })}
              </Alert>
            ) : (
              <OneTimePassword name={added.fullName} email={added.email} password={added.oneTimePassword} />
            )}
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('done')}</Button>
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
  const t = useTranslations('Staff');
  const tc = useTranslations('Common');
  const roleLabel = useRoleLabel();
  const { register, control, handleSubmit, formState: { errors, isSubmitting }, run, failure } = useActionForm<AddMemberValues, AddMemberData>(addMemberSchema, { defaultValues: { salonId, full_name: '', email: '', role: 'staff' }, toast: false });

  const submit = handleSubmit(async (data) => {
    const result = await run(() => addStaffMemberAction(data));
    if (!result.ok) return;
    toast.success(t('memberAdded', { name: result.data.fullName }));
    onAdded(result.data);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      <MemberNameField registration={register('full_name')} error={errors.full_name?.message} />
      <Field label={tc('email')} required error={errors.email?.message} description={t('emailHint')}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <SelectField
        control={control}
        name="role"
        label={t('role')}
        required
        description={t('roleHint')}
        options={MEMBER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
      />
      <DialogFormFooter submitLabel={t('addMemberSubmit')} pendingLabel={t('adding')} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
