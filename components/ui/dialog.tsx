'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop behind a dialog or sheet. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('fixed inset-0 z-50 bg-black/50', className)} {...props} />;
}

/** The × in the corner of a dialog or sheet. */
export function DialogCornerClose({ className, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const t = useTranslations('Common');
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close"
      className={cn(
        'absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden className="size-4" />
      <span className="sr-only">{t('close')}</span>
    </DialogPrimitive.Close>
  );
}

/**
 * Below 640 px every size is the full screen width and scrolls within the screen height; from
 * 640 px up the size caps the width. xl (600 px) and 2xl (800 px) are the spec's two fixed
 * dialog widths. Its one column never grows past the dialog, and its text breaks anywhere a line
 * would not fit: dialogs show what people typed, and a name or an e-mail address can be one word
 * of 100 or 255 characters.
 */
const dialogContentVariants = cva(
  'fixed top-1/2 left-1/2 z-50 grid max-h-dvh grid-cols-[minmax(0,1fr)] wrap-anywhere w-full -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto border bg-card p-6 text-card-foreground shadow-lg sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:rounded-lg',
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        lg: 'sm:max-w-lg',
        xl: 'sm:max-w-[600px]',
        '2xl': 'sm:max-w-[800px]',
      },
    },
    defaultVariants: { size: 'lg' },
  },
);

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & { showCloseButton?: boolean };

export function DialogContent({ className, size, showCloseButton = true, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentVariants({ size }), className)} {...props}>
        {children}
        {showCloseButton && <DialogCornerClose />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

/**
 * The dialog's buttons. `sticky`: they stay at the bottom of the screen while a long form
 * scrolls under them (the dialog is the scroll box), so Save is never two screens down. A sticky
 * box keeps clear of its scroll box's padding: -bottom-6 undoes the dialog's p-6.
 */
export function DialogFooter({ className, sticky, ...props }: ComponentProps<'div'> & { sticky?: boolean }) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', sticky && 'sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-card px-6 py-4 sm:rounded-b-lg', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
