import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import { Slot } from './slot';

/** A bordered surface. The parts carry their own padding; a Card used alone takes padding from its caller. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={cx('ui-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cx('ui-card-header', className)} {...props} />;
}

/** The card's title; with `asChild` it styles its child, e.g. `<CardTitle asChild><h2>…</h2></CardTitle>`. */
export function CardTitle({ className, asChild, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'div';
  return <Component data-slot="card-title" className={cx('ui-card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cx('ui-card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cx('ui-card-content', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cx('ui-card-footer', className)} {...props} />;
}
