'use client';

import { useRouter } from 'next/navigation';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormAction } from '@/components/forms/use-form-action';
import type { ActionResult } from '@/lib/result';

type AuthAction<T> = (values: T) => Promise<ActionResult<{ redirectTo: string }>>;

/**
 * Submits a sign-in or sign-up form to its server action. A refusal shows the action's message
 * (and its field errors under the fields); success replaces the auth screen in the history with
 * the page the action names and refreshes the server components for the new session.
 */
export function useAuthSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: AuthAction<T>) {
  const router = useRouter();
  const { run, failure } = useFormAction({ form, toast: false });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => send(values));
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  });

  return { error: failure, onSubmit };
}
