'use client';

import { useTranslations } from 'next-intl';
import { signUpAction } from '@/features/auth/actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

const FIELDS = ['fullName', 'salonName', 'email', 'password'] as const;

/** Owner sign-up: the account, a new salon with the given name and the owner profile. The server checks the fields. */
export function SignUpForm() {
  const t = useTranslations('Auth');
  const { failure, errors, pending, clearError, onSubmit } = useAuthSubmit(FIELDS, signUpAction);
  const control = (name: (typeof FIELDS)[number]) => ({ name, required: true, onChange: () => clearError(name) });

  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel={t('createAccount')} pendingLabel={t('creatingAccount')}>
      <Field id="fullName" label={t('yourName')} error={errors.fullName}>
        <Input autoComplete="name" {...control('fullName')} />
      </Field>
      <Field id="salonName" label={t('salonName')} error={errors.salonName}>
        <Input autoComplete="organization" {...control('salonName')} />
      </Field>
      <Field id="email" label={t('email')} error={errors.email}>
        <Input type="email" autoComplete="email" {...control('email')} />
      </Field>
      <Field id="password" label={t('password')} error={errors.password}>
        <Input type="password" autoComplete="new-password" {...control('password')} />
      </Field>
    </AuthForm>
  );
}
