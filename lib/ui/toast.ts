import type { ReactNode } from 'react';

/**
 * The app's toasts (sonner), without loading sonner until the first one: callers import `toast`
 * from here. A toast asked for before the toaster is on the page waits in a queue;
 * components/shell/toast-host.tsx then loads and mounts sonner's Toaster and hands it the queue
 * once it is listening (sonner shows only what it hears after it subscribed).
 */
export type ToastOptions = { description?: ReactNode };

export type ToastRequest = { type: 'success' | 'error' | 'info'; message: string; options?: ToastOptions };

type Show = (request: ToastRequest) => void;

let show: Show | null = null;
let queue: ToastRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function publish(request: ToastRequest) {
  if (show) return show(request);
  queue.push(request);
  prepareToaster();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => publish({ type: 'success', message, options }),
  error: (message: string, options?: ToastOptions) => publish({ type: 'error', message, options }),
  info: (message: string, options?: ToastOptions) => publish({ type: 'info', message, options }),
};

/** Starts loading the toaster before a toast is due (e.g. when a form that toasts its outcome is sent). */
export function prepareToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For the toast host only: whether the toaster is wanted yet, and the mounted toaster's hand-over. */
export const toasterLink = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  /** The mounted toaster's `show` (null when it leaves the page); the queued toasts go to it first. */
  connect(next: Show | null) {
    show = next;
    if (!next) return;
    const waiting = queue;
    queue = [];
    for (const request of waiting) next(request);
  },
};
