import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import { controlClass } from './control-class';

/** The browser's own select, styled like the other controls: for plain GET forms and long lists such as time zones. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cx(controlClass, className)} {...props} />;
}
