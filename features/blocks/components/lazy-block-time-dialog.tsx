'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The Block time dialog and its form, fetched on the trigger's hover or focus, or on opening. */
export const LazyBlockTimeDialog = lazyDialog(() => import('./block-time-dialog').then((module) => module.BlockTimeDialog));
