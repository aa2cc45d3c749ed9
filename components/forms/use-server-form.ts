'use client';

import { useRef, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE, fail, type ActionFailure, type ActionResult } from '@/lib/result';
import { useMessage } from './use-message';
import { prepareToaster, toast } from '@/lib/ui/toast';

type ServerFormOptions<Field extends string> = {
  /** The fields the form shows an error under; any other field's message joins the alert. */
  fields: readonly Field[];
  /** Whether a failure is also toasted (its message). */
  toast?: boolean;
  /** The message when the action could not be reached or threw. */
  fallback?: string;
};

export type ServerForm<Field extends string> = {
  /**
   * Runs the action (ignored while one is in flight: null), pending meanwhile; a failure is shown
   * (field errors, alert text, toast) and returned as it came.
   */
  run: <R extends ActionResult<unknown>>(call: () => Promise<R>) => Promise<R | ActionFailure | null>;
  pending: boolean;
  /** The alert text of the last failure: its message and the messages of fields the form does not show. */
  failure: string | null;
  /** The message under each field, from the last failure; a field's own change clears it (`clearError`). */
  errors: Partial<Record<Field, string>>;
  clearError: (field: Field) => void;
  /** Forgets the last failure (e.g. after a success the form starts again). */
  reset: () => void;
};

/** A form's fields as strings, by name, as the browser would send them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

/**
 * A native form (no form library in the browser) sent to a server action: the server checks the
 * input and answers with an ActionResult, whose message and field errors this shows. The
 * counterpart of useFormAction for forms that hold their own values.
 */
export function useServerForm<Field extends string>({ fields, toast: toastFailure = false, fallback = UNEXPECTED_ERROR_MESSAGE }: ServerFormOptions<Field>): ServerForm<Field> {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inFlight = useRef(false);
  const render = useMessage();

  const show = (result: ActionFailure) => {
    const shown: Partial<Record<Field, string>> = {};
    const unshown: string[] = [];
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if ((fields as readonly string[]).includes(field)) shown[field as Field] = render(message);
      else unshown.push(render(message));
    }
    setErrors(shown);
    setFailure([render(result.message), ...unshown].join(' '));
    if (toastFailure) toast.error(render(result.message));
  };

  const run = async <R extends ActionResult<unknown>>(call: () => Promise<R>): Promise<R | ActionFailure | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    setErrors({});
    if (toastFailure) prepareToaster(); // sonner loads while the action runs
    const result: R | ActionFailure = await call().catch(() => fail('UNEXPECTED_ERROR', fallback));
    inFlight.current = false;
    setPending(false);
    if (!result.ok) show(result);
    return result;
  };

  const clearError = (field: Field) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  const reset = () => {
    setFailure(null);
    setErrors({});
  };

  return { run, pending, failure, errors, clearError, reset };
}
