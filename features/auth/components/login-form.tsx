'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { signInAction } from '@/features/auth/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { useAuthSubmit } from './use-auth-submit';

/** The sign-in form (spec point 2, login screen). */
export function LoginForm({ next }: { next: string }) {
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { error, onSubmit } = useAuthSubmit(form, (values) => signInAction(values, next));
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && <Alert>{error}</Alert>}
      <Field id="email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field id="password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" required {...register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={!email || !password || isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
