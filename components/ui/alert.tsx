import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

/** An inline message box; `danger` is the spec's inline red error box. */
export function Alert({ tone = 'danger', className, ...props }: ComponentProps<'div'> & { tone?: 'danger' | 'info' }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'danger' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-primary/30 bg-accent text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}
