import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { controlClass } from './control-class';

/** The browser's own select, styled like the other controls: for plain GET forms and long lists such as time zones. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(controlClass, className)} {...props} />;
}
