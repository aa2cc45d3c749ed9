import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type AuthFormProps = Omit<ComponentProps<'form'>, 'children'> & {
  /** The server's refusal, shown above the fields. */
  failure: string | null;
  pending: boolean;
  submitLabel: string;
  /** The button's words while the action runs. */
  pendingLabel: string;
  /** Holds the button back (besides while pending). */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** The frame of the sign-in, sign-up and password forms: the refusal, the fields, one full-width submit button. */
export function AuthForm({ failure, pending, submitLabel, pendingLabel, submitDisabled = false, children, ...form }: AuthFormProps) {
  return (
    <form noValidate className="grid gap-4" {...form}>
      {failure && <Alert>{failure}</Alert>}
      {children}
      <Button type="submit" className="w-full" disabled={submitDisabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
