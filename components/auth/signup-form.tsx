'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpAction } from '@/app/(auth)/signup/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/result';
import { signUpSchema, type SignUpInput } from '@/lib/validation/auth';
import { FormField } from './form-field';

/** Owner sign-up: the account, a new salon with the given name and the owner profile. */
export function SignUpForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', salonName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signUpAction(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
          setFieldError(field as keyof SignUpInput, { message });
        }
        setError(result.message);
        return;
      }
      router.replace(result.data.redirectTo);
      router.refresh();
    } catch {
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && <Alert>{error}</Alert>}
      <FormField id="fullName" label="Your name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
      <FormField
        id="salonName"
        label="Salon name"
        autoComplete="organization"
        required
        error={errors.salonName?.message}
        {...register('salonName')}
      />
      <FormField id="email" label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
