import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Shows a failed save in a react-hook-form form: every field error on its field, and the
 * message as a toast. Returns the message for the form's inline alert (`fallback` when the
 * action could not be reached at all).
 */
export function reportFormFailure<T extends FieldValues>(result: ActionResult<unknown> | null, setError: UseFormSetError<T>, fallback: string): string {
  const message = (result && !result.ok && result.message) || fallback;
  if (result && !result.ok) {
    for (const [field, fieldMessage] of Object.entries(result.fieldErrors ?? {})) setError(field as FieldPath<T>, { message: fieldMessage });
  }
  toast.error(message);
  return message;
}
