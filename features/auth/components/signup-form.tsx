'use client';

import { signUpAction } from '@/features/auth/actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

const FIELDS = ['fullName', 'salonName', 'email', 'password'] as const;

/** Owner sign-up: the account, a new salon with the given name and the owner profile. The server checks the fields. */
export function SignUpForm() {
  const { failure, errors, pending, clearError, onSubmit } = useAuthSubmit(FIELDS, signUpAction);
  const control = (name: (typeof FIELDS)[number]) => ({ name, required: true, onChange: () => clearError(name) });

  return (
    <AuthForm onSubmit={onSubmit} failure={failure} pending={pending} submitLabel="Create Account" pendingLabel="Creating Account...">
      <Field id="fullName" label="Your name" error={errors.fullName}>
        <Input autoComplete="name" {...control('fullName')} />
      </Field>
      <Field id="salonName" label="Salon name" error={errors.salonName}>
        <Input autoComplete="organization" {...control('salonName')} />
      </Field>
      <Field id="email" label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" {...control('email')} />
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        <Input type="password" autoComplete="new-password" {...control('password')} />
      </Field>
    </AuthForm>
  );
}
