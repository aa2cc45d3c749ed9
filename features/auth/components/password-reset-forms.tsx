'use client';

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
  const [sent, setSent] = useState<string | null>(null);
  const { failure, errors, pending, run } = useServerForm({ fields: ['email'] });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await run(() => requestPasswordResetAction(formValues(event.currentTarget)));
    if (result?.ok) setSent(result.data.message);
  };
  if (sent) return <Alert variant="info">{sent}</Alert>;
  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel="Send reset link" pendingLabel="Sending...">
      <Field id="email" label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
    </AuthForm>
  );
}

/** A new password through a reset link; then the sign-in screen says so. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { failure, errors, pending, onSubmit } = useAuthSubmit(['password', 'confirm'], resetPasswordAction);
  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel="Set new password" pendingLabel="Saving...">
      <input type="hidden" name="token" value={token} />
      <Field id="password" label="New password" error={errors.password}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id="confirm" label="Repeat the new password" error={errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" required />
      </Field>
    </AuthForm>
  );
}
