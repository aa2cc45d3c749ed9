'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { removeStaffMemberAction, renameStaffMemberAction, resetStaffPasswordAction } from '@/features/staff/actions';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormAction } from '@/components/forms/use-form-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AppointmentsToMove, StaffMember } from '@/features/staff/data/staff';
import { renameMemberSchema } from '@/features/staff/schema';
import { MemberNameField } from './member-name-field';
import { OneTimePassword } from './one-time-password';

type MemberDialogProps = { salonId: string; member: StaffMember | null; onClose: () => void };

const displayName = (member: StaffMember | null) => member?.fullName || member?.email || '';

/** 'Rename': the member's full name. */
export function RenameMemberDialog({ salonId, member, onClose }: MemberDialogProps) {
  const t = useTranslations('Staff');
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle className="break-words">{t('renameName', { name: displayName(member) })}</DialogTitle>
        </DialogHeader>
        {member && <RenameForm key={member.id} salonId={salonId} member={member} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ salonId, member, onClose }: { salonId: string; member: StaffMember; onClose: () => void }) {
  const tc = useTranslations('Common');
  const { register, handleSubmit, formState: { errors, isSubmitting }, run, failure } = useActionForm(renameMemberSchema, { defaultValues: { salonId, userId: member.id, full_name: member.fullName ?? '' }, toast: false });
  const submit = handleSubmit(async (data) => {
    if (!(await run(() => renameStaffMemberAction(data))).ok) return;
    toast.success(tc('changesSaved'));
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      <MemberNameField registration={register('full_name')} error={errors.full_name?.message} />
      <DialogFormFooter submitLabel={tc('saveChanges')} pendingLabel={tc('saving')} submitting={isSubmitting} onCancel={onClose} />
    </form>
  );
}

/** 'Remove Member' (small): their account goes, their appointments stay unassigned and the coming ones are listed. */
export function RemoveMemberDialog({ salonId, member, onClose, onRemoved }: MemberDialogProps & { onRemoved: (member: StaffMember, toMove: AppointmentsToMove) => void }) {
  const t = useTranslations('Staff');
  const upcoming = member?.upcomingAppointments ?? 0;
  return (
    <ConfirmDeleteDialog
      subject={member}
      title={t('removeTitle')}
      question={t('removeQuestion', { name: displayName(member) })}
      verb="Remove"
      run={(removed) => removeStaffMemberAction({ salonId, userId: removed.id })}
      doneMessage={(removed) => t('memberRemoved', { name: displayName(removed) })}
      onDone={(removed, { toMove }) => onRemoved(removed, toMove)}
      onClose={onClose}
    >
      {t('removeAccount')} {t('removeAppointments', { count: upcoming })}
    </ConfirmDeleteDialog>
  );
}

/** 'New Password' (small): replaces a lost one-time password; the member's sessions end. */
export function ResetPasswordDialog({ salonId, member, onClose }: MemberDialogProps) {
  const t = useTranslations('Staff');
  const tc = useTranslations('Common');
  const [password, setPassword] = useState<string | null>(null);
  const action = useFormAction();
  const create = async () => {
    if (!member) return;
    const result = await action.run(() => resetStaffPasswordAction({ salonId, userId: member.id }));
    if (result.ok) setPassword(result.data.oneTimePassword);
  };
  const close = () => {
    setPassword(null);
    action.clearFailure();
    onClose();
  };
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && !action.pending && close()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('newPasswordTitle')}</DialogTitle>
          <DialogDescription className="break-words">{t('newPasswordDescription', { name: displayName(member) })}</DialogDescription>
        </DialogHeader>
        {password && member ? (
          <OneTimePassword name={displayName(member)} email={member.email} password={password} />
        ) : (
          <p className="text-sm">{t('passwordWarning')}</p>
        )}
        {action.failure && <Alert>{action.failure}</Alert>}
        <DialogFooter>
          {password ? (
            <Button onClick={close}>{t('done')}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={action.pending}>
                {tc('cancel')}
              </Button>
              <Button onClick={create} disabled={action.pending}>
                {action.pending ? t('creating') : t('createPassword')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
