import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';

type AlertVariant = 'danger' | 'info';

/** An inline message box; `danger` (the default) is the spec's inline red error box and is announced at once. */
export function Alert({ variant = 'danger', className, ...props }: ComponentProps<'div'> & { variant?: AlertVariant }) {
  return (
    <div
      data-slot="alert"
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cx('ui-alert', `ui-alert-${variant}`, className)}
      {...props}
    />
  );
}
