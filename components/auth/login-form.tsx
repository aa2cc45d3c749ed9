'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { signInAction } from '@/app/(auth)/login/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/result';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { FormField } from './form-field';

/** The sign-in form (spec point 2, login screen). */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signInAction(values, next);
      if (!result.ok) {
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
      <FormField id="email" label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={!email || !password || isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
