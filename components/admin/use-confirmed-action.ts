'use client';

import { useState } from 'react';
import { toast } from 'sonner';

type Outcome = { ok: boolean; message?: string } | null;

/** A confirmation's action that may fail: pending while it runs, its failure shown in the dialog and as a toast. */
export function useConfirmedAction(run: () => Promise<Outcome>, onDone: () => void, fallbackMessage = 'That did not work. Please try again.') {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    const result = await run().catch(() => null);
    setPending(false);
    if (result?.ok) return onDone();
    const message = result?.message ?? fallbackMessage;
    setFailure(message);
    toast.error(message);
  };
  return { pending, failure, confirm, reset: () => setFailure(null) };
}
