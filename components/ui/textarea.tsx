import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { controlClass } from './control-class';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClass, 'min-h-24', className)} {...props} />;
}
