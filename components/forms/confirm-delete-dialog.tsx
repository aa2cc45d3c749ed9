'use client';

import type { ReactNode } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { ActionResult } from '@/lib/result';

export type ConfirmDeleteProps<Subject, Data> = {
  /** What is to be deleted or removed; the dialog is open while there is one. */
  subject: Subject | null;
  /** 'Delete Salon', 'Delete Service', 'Remove Member', 'Erase client'. */
  title: string;
  question: string;
  /** What happens to the data: shown under the question. */
  children: ReactNode;
  verb?: 'Delete' | 'Remove' | 'Erase';
  run: (subject: Subject) => Promise<ActionResult<Data>>;
  /** The success toast's words, from what was deleted and what the action returned. */
  doneMessage: (subject: Subject, data: Data) => string;
  /** After success and its toast; without it, the dialog closes (onClose). */
  onDone?: (subject: Subject, data: Data) => void;
  onClose: () => void;
};

const LazyConfirmDeleteBox = lazyDialog(() => import('./confirm-delete-box').then((module) => module.ConfirmDeleteBox));

/**
 * The small confirmation of a delete or a removal. Its dialog code is fetched when a subject is
 * first chosen: the lists that offer a delete should not carry it in their first load.
 */
export function ConfirmDeleteDialog<Subject, Data = unknown>(props: ConfirmDeleteProps<Subject, Data>) {
  // The lazy component forgets the generic types; the props are checked here.
  return props.subject === null ? null : <LazyConfirmDeleteBox {...(props as ConfirmDeleteProps<unknown, unknown>)} />;
}
