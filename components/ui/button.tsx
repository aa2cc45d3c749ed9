import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import { Slot } from './slot';

type ButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
  size?: 'sm' | 'md' | 'lg' | 'icon';
  asChild?: boolean;
};

/**
 * A button, or with `asChild` its single child (a link) styled as one. Plain buttons default to
 * type="button". Its look is `.ui-button*` in ./primitives.css; a `className` adds to it and wins.
 */
export function Button({ variant = 'primary', size = 'md', asChild, className, type = 'button', ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      type={asChild ? undefined : type}
      className={cx('ui-button', `ui-button-${variant}`, `ui-button-${size}`, className)}
      {...props}
    />
  );
}
