import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';

/** A placeholder block while content loads; it pulses only when the user allows motion. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden className={cx('ui-skeleton', className)} {...props} />;
}
