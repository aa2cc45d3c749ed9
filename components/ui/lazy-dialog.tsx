'use client';

import { LoaderCircle } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ComponentType, FocusEvent, PointerEvent } from 'react';

/** What shows between a click and the dialog's code: the dialog's own backdrop, so the click answers at once. */
function DialogPending() {
  const t = useTranslations('Common');
  return (
    <div data-slot="dialog-pending" className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <p role="status" className="flex items-center gap-2 rounded-md border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t('loading')}
      </p>
    </div>
  );
}

export type LazyDialog<P> = ComponentType<P> & {
  /** Starts fetching the dialog's code; spread `intentProps` on its trigger to call it on hover or focus. */
  preload: () => void;
  intentProps: { onPointerEnter: (event: PointerEvent) => void; onFocus: (event: FocusEvent) => void };
};

/**
 * A dialog whose code (and its form and validation libraries) stays out of the page's first
 * load: fetched when the trigger is hovered or focused, or at the latest when it is opened.
 * Render it only while open.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const preload = () => void load().catch(() => {});
  return Object.assign(dynamic(load, { ssr: false, loading: DialogPending }), { preload, intentProps: { onPointerEnter: preload, onFocus: preload } });
}
