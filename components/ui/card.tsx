import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}
