'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpAction } from '@/features/auth/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signUpSchema, type SignUpInput } from '@/lib/validation/auth';
import { useAuthSubmit } from './use-auth-submit';

/** Owner sign-up: the account, a new salon with the given name and the owner profile. */
export function SignUpForm() {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', salonName: '', email: '', password: '' },
  });
  const { error, onSubmit } = useAuthSubmit(form, signUpAction);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && <Alert>{error}</Alert>}
      <Field id="fullName" label="Your name" error={errors.fullName?.message}>
        <Input autoComplete="name" required {...register('fullName')} />
      </Field>
      <Field id="salonName" label="Salon name" error={errors.salonName?.message}>
        <Input autoComplete="organization" required {...register('salonName')} />
      </Field>
      <Field id="email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field id="password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" required {...register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
