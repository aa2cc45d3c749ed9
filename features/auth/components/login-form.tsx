'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { signInAction } from '@/features/auth/actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

const FIELDS = ['email', 'password'] as const;

/** The sign-in form (spec point 2, login screen). The server checks the fields; Sign In waits until both are filled. */
export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('Auth');
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
    <AuthForm ref={form} onSubmit={onSubmit} onChange={check} failure={failure} pending={pending} submitLabel={t('signIn')} pendingLabel={t('signingIn')} submitDisabled={!filled}>
      <Field id="email" label={t('email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required onChange={() => clearError('email')} />
      </Field>
      <Field id="password" label={t('password')} error={errors.password}>
        <Input name="password" type="password" autoComplete="current-password" required onChange={() => clearError('password')} />
      </Field>
    </AuthForm>
  );
}
