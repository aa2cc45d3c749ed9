import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import { controlClass } from './control-class';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cx(controlClass, 'ui-input', className)} {...props} />;
}
