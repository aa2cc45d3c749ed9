import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import { controlClass } from './control-class';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cx(controlClass, 'ui-textarea', className)} {...props} />;
}
