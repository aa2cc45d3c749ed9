'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { formValues, useServerForm } from '@/components/forms/use-server-form';
import type { ActionResult } from '@/lib/result';

type AuthAction = (values: Record<string, string>) => Promise<ActionResult<{ redirectTo: string }>>;

/**
 * Submits a sign-in, sign-up or new-password form (native: no form library in the browser) to
 * its server action, which checks everything. A refusal shows the action's message (and its
 * field errors under `fields`); success replaces the auth screen in the history with the page the
 * action names and refreshes the server components for the new session.
 */
export function useAuthSubmit<Field extends string>(fields: readonly Field[], send: AuthAction) {
  const router = useRouter();
  const form = useServerForm({ fields });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await form.run(() => send(formValues(event.currentTarget)));
    if (!result?.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  };

  return { ...form, onSubmit };
}
