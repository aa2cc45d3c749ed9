import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

/** A placeholder block while content loads; it pulses only when the user allows motion. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)} {...props} />;
}
