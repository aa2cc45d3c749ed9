'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The Instagram import dialog and its form, fetched on the trigger's hover or focus, or on opening. */
export const LazyInstagramImportDialog = lazyDialog(() => import('./instagram-import-dialog').then((module) => module.InstagramImportDialog));
