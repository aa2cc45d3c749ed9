'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { prepareToaster, toast } from '@/lib/ui/toast';
import { UNEXPECTED_ERROR_MESSAGE, fail, type ActionFailure, type ActionResult } from '@/lib/result';
import { useMessage } from './use-message';

type FormActionOptions<Values extends FieldValues> = {
  /** The form whose fields show the action's field errors; messages for fields it does not hold join the alert. */
  form?: { setError: UseFormSetError<Values>; getValues: UseFormGetValues<Values> };
  /** A failure's toast: its message (true), this title over its message, or none (false). */
  toast?: boolean | string;
  /** The message when the action could not be reached or threw. */
  fallback?: string;
};

export type FormAction = {
  /** Runs the action, pending meanwhile; a failure is shown (fields, alert text, toast) and returned as it came. */
  run: <R extends ActionResult<unknown>>(call: () => Promise<R>) => Promise<R | ActionFailure>;
  pending: boolean;
  /** The alert text of the last failure; null after a success or `clearFailure()`. */
  failure: string | null;
  clearFailure: () => void;
};

/** A server action run from a form, a dialog or a control, its ActionResult shown the one way. */
export function useFormAction<Values extends FieldValues = FieldValues>({ form, toast: toastOption = true, fallback = UNEXPECTED_ERROR_MESSAGE }: FormActionOptions<Values> = {}): FormAction {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const render = useMessage();

  const show = (result: ActionFailure) => {
    const unshown: string[] = [];
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (form && form.getValues(field as Path<Values>) !== undefined) form.setError(field as Path<Values>, { message });
      else if (form) unshown.push(render(message));
    }
    const text = render(result.message);
    setFailure([text, ...unshown].join(' '));
    if (typeof toastOption === 'string') toast.error(toastOption, { description: text });
    else if (toastOption) toast.error(text);
  };

  const run = async <R extends ActionResult<unknown>>(call: () => Promise<R>): Promise<R | ActionFailure> => {
    setPending(true);
    setFailure(null);
    if (toastOption) prepareToaster(); // sonner loads while the action runs
    const result: R | ActionFailure = await call().catch(() => fail('UNEXPECTED_ERROR', fallback));
    setPending(false);
    if (!result.ok) show(result);
    return result;
  };

  return { run, pending, failure, clearFailure: () => setFailure(null) };
}
