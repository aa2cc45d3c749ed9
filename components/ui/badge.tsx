import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';

export type BadgeVariant = 'success' | 'primary' | 'danger' | 'warning' | 'secondary';

/** A small rounded label. Its look is `.ui-badge*` in ./primitives.css; a `className` adds to it and wins. */
export function Badge({ variant = 'secondary', className, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span data-slot="badge" className={cx('ui-badge', `ui-badge-${variant}`, className)} {...props} />;
}
