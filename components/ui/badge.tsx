import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

const tones = {
  success: 'bg-success/15 text-success',
  primary: 'bg-primary/15 text-primary',
  danger: 'bg-danger/15 text-danger',
  warning: 'bg-warning/20 text-warning',
  secondary: 'bg-muted text-muted-foreground',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'secondary', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone], className)} {...props} />;
}
