import type { ActionResult } from '@/lib/result';
import { OUTSIDE_HOURS_CODE } from '@/lib/validation/appointment-edit';

/**
 * Sends a booking or a move; when the server answers that the time is outside the opening
 * hours, asks staff the `question` about its reason ('The salon closes at 18:00 on Monday. Book
 * anyway?') and sends it again, confirmed, only if they agree. Declined, the refusal is returned as it came.
 */
export async function sendConfirmingOutsideHours<R extends ActionResult<unknown>>(send: (confirmed: boolean) => Promise<R>, question: (reason: string) => string): Promise<R> {
  const first = await send(false);
  if (first.ok || first.code !== OUTSIDE_HOURS_CODE || !window.confirm(question(first.message))) return first;
  return send(true);
}
