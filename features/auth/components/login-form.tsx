'use client';

import { useEffect, useRef, useState } from 'react';
import { signInAction } from '@/features/auth/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuthSubmit } from './use-auth-submit';

const FIELDS = ['email', 'password'] as const;

/** The sign-in form (spec point 2, login screen). The server checks the fields; Sign In waits until both are filled. */
export function LoginForm({ next }: { next: string }) {
  const { failure, errors, pending, clearError, onSubmit } = useAuthSubmit(FIELDS, (values) => signInAction(values, next));
  const form = useRef<HTMLFormElement>(null);
  const [filled, setFilled] = useState(false);
  const check = () => {
    const { email, password } = form.current!.elements as unknown as Record<(typeof FIELDS)[number], HTMLInputElement>;
    setFilled(email.value !== '' && password.value !== '');
  };
  // What was typed (or filled in by the browser) before the page came alive counts too.
  useEffect(check, []);

  return (
    <form ref={form} onSubmit={onSubmit} onChange={check} noValidate className="grid gap-4">
      {failure && <Alert>{failure}</Alert>}
      <Field id="email" label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required onChange={() => clearError('email')} />
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        <Input name="password" type="password" autoComplete="current-password" required onChange={() => clearError('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={!filled || pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
