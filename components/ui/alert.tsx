import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

const alertVariants = cva('rounded-md border px-4 py-3 text-sm', {
  variants: {
    variant: {
      danger: 'border-danger/40 bg-danger/10 text-danger',
      info: 'border-primary/30 bg-accent text-accent-foreground',
    },
  },
});

type AlertVariant = 'danger' | 'info';

/** An inline message box; `danger` (the default) is the spec's inline red error box and is announced at once. */
export function Alert({ variant = 'danger', className, ...props }: ComponentProps<'div'> & { variant?: AlertVariant }) {
  return (
    <div
      data-slot="alert"
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
