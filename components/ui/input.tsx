import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { controlClass } from './control-class';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(controlClass, 'h-10', className)} {...props} />;
}
