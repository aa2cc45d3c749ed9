import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

const badgeVariants = cva('inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', {
  variants: {
    variant: {
      success: 'bg-success/15 text-success',
      primary: 'bg-primary/15 text-primary',
      danger: 'bg-danger/15 text-danger',
      warning: 'bg-warning/20 text-warning',
      secondary: 'bg-muted text-muted-foreground',
    },
  },
  defaultVariants: { variant: 'secondary' },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({ variant, className, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
