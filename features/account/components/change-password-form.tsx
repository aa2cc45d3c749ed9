'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/ui/toast';
import { changePasswordAction } from '@/features/account/actions';
import { changePasswordSchema, type ChangePasswordData, type ChangePasswordValues } from '@/features/account/schema';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password twice. `continueTo`: where a member leaving their one-time password goes next. */
export function ChangePasswordForm({ email, continueTo }: { email: string; continueTo: string | null }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const { register, handleSubmit, reset, formState: { errors, isSubmitting }, run, failure } = useActionForm<ChangePasswordValues, ChangePasswordData>(changePasswordSchema, { defaultValues: EMPTY, toast: false });

  const submit = handleSubmit(async (data) => {
    const result = await run(() => changePasswordAction(data));
    if (!result.ok) return;
    toast.success(t('changed'));
    reset(EMPTY);
    if (continueTo) router.replace(continueTo);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={continueTo ? t('oneTimePasswordField') : t('currentPassword')} required error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label={t('newPassword')} required error={errors.newPassword?.message} description={t('newPasswordHint')}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label={t('repeatPassword')} required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('changePassword')}
      </Button>
    </form>
  );
}
