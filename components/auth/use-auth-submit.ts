'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { UNEXPECTED_ERROR_MESSAGE, type ActionResult } from '@/lib/actions/result';

type AuthAction<T> = (values: T) => Promise<ActionResult<{ redirectTo: string }>>;

/**
 * Submits a sign-in or sign-up form to its server action. A refusal shows the action's message
 * (and its field errors under the fields); success replaces the auth screen in the history with
 * the page the action names and refreshes the server components for the new session.
 */
export function useAuthSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: AuthAction<T>) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await send(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) form.setError(field as Path<T>, { message });
        setError(result.message);
        return;
      }
      router.replace(result.data.redirectTo);
      router.refresh();
    } catch {
      setError(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return { error, onSubmit };
}
