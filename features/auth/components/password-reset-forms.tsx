'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { requestPasswordResetAction, resetPasswordAction } from '@/features/auth/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ActionResult } from '@/lib/result';

/** Submits a form's fields to an action; the server checks everything and answers with a message. */
function useSubmit<T>(send: (fields: Record<string, string>) => Promise<ActionResult<T>>, onDone: (data: T) => void) {
  const [failure, setFailure] = useState<{ message: string; fieldErrors?: Record<string, string> } | null>(null);
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]));
    startTransition(async () => {
      const result = await send(fields);
      if (result.ok) {
        setFailure(null);
        onDone(result.data);
      } else setFailure({ message: result.message, fieldErrors: result.fieldErrors });
    });
  };
  return { failure, pending, onSubmit };
}

/** "Forgot password": an address; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { failure, pending, onSubmit } = useSubmit(requestPasswordResetAction, (data) => setSent(data.message));
  if (sent) return <Alert variant="info">{sent}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <Alert>{failure.message}</Alert>}
      <Field id="email" label="Email" error={failure?.fieldErrors?.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}

/** A new password through a reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { failure, pending, onSubmit } = useSubmit(resetPasswordAction, (data) => router.replace(data.redirectTo));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <Alert>{failure.message}</Alert>}
      <input type="hidden" name="token" value={token} />
      <Field id="password" label="New password" error={failure?.fieldErrors?.password}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </Field>
      <Field id="confirm" label="Repeat the new password" error={failure?.fieldErrors?.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" required />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
