'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useFormAction, type FormAction } from './use-form-action';

type ActionFormOptions<Values extends FieldValues, Data> = Omit<UseFormProps<Values, unknown, Data>, 'resolver'> & {
  /** A failure's toast (useFormAction's `toast`): its message (true, the default), this title over it, or none (false). */
  toast?: boolean | string;
};

/** The form (react-hook-form's methods and state) with the action runner whose failures it shows. */
export type ActionForm<Values extends FieldValues, Data> = UseFormReturn<Values, unknown, Data> & Pick<FormAction, 'run' | 'failure'>;

/**
 * A react-hook-form form checked by its zod schema in the browser, sent to a server action whose
 * ActionResult it shows the one way (useFormAction with this form: field errors under their
 * fields, the rest in `failure`, a toast). The server parses the same schema again.
 */
export function useActionForm<Values extends FieldValues, Data>(schema: z.ZodType<Data, Values>, { toast, ...options }: ActionFormOptions<Values, Data>): ActionForm<Values, Data> {
  const form = useForm<Values, unknown, Data>({ ...options, resolver: zodResolver(schema) });
  const { run, failure } = useFormAction({ form, toast });
  return { ...form, run, failure };
}
