import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={cx('ui-label', className)} {...props} />;
}
