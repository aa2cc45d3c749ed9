'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { requestPasswordResetAction, resetPasswordAction } from '@/features/auth/actions';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

/** "Forgot password": an address; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const [sent, setSent] = useState(false);
  const { failure, errors, pending, run } = useServerForm({ fields: ['email'] });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await run(() => requestPasswordResetAction(formValues(event.currentTarget)));
    if (result?.ok) setSent(true);
  };
  if (sent) return <Alert variant="info">{t('resetSent')}</Alert>;
  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel={t('sendLink')} pendingLabel={t('sending')}>
      <Field id="email" label={t('email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
    </AuthForm>
  );
}

/** A new password through a reset link; then the sign-in screen says so. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const { failure, errors, pending, onSubmit } = useAuthSubmit(['password', 'confirm'], resetPasswordAction);
  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel={t('setPassword')} pendingLabel={t('saving')}>
      <input type="hidden" name="token" value={token} />
      <Field id="password" label={t('newPassword')} error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id="confirm" label={t('repeatPassword')} error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" required />
      </Field>
    </AuthForm>
  );
}
