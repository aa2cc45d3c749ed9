import { describe, expect, it } from 'vitest';
import { toast, toasterLink, type ToastRequest } from '@/lib/ui/toast';

describe('toast', () => {
  it('asks for the toaster on the first toast, keeps toasts until it listens, then hands them over in order', () => {
    const woken: boolean[] = [];
    const unsubscribe = toasterLink.subscribe(() => woken.push(toasterLink.wanted()));
    expect(toasterLink.wanted()).toBe(false);

    toast.error('First');
    toast.success('Second', { description: 'more' });
    expect(woken).toEqual([true]); // once, however many toasts wait

    const shown: ToastRequest[] = [];
    toasterLink.connect((request) => shown.push(request));
    expect(shown).toEqual([
      { type: 'error', message: 'First', options: undefined },
      { type: 'success', message: 'Second', options: { description: 'more' } },
    ]);

    toast.info('Third');
    expect(shown.at(-1)).toEqual({ type: 'info', message: 'Third', options: undefined });

    // A toaster that left the page: toasts wait for the next one.
    toasterLink.connect(null);
    toast.success('Fourth');
    const next: ToastRequest[] = [];
    toasterLink.connect((request) => next.push(request));
    expect(next.map((request) => request.message)).toEqual(['Fourth']);
    unsubscribe();
  });
});
