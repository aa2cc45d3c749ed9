// The dashboard's change feed: its cursor and the actions' inputs. Pure.
import { z } from 'zod';
import { salonId } from '@/lib/validation/fields';

/**
 * A place in a salon's change feed: the transaction and the row of the last change read.
 * Written 'txId.id'; '0.0' is before the first change.
 */
export type ChangeCursor = { txId: number; id: number };

export const FEED_START: ChangeCursor = { txId: 0, id: 0 };

/** Digits only, at most 15 each: safe integers, and nothing else ever reaches a query. */
const CURSOR_PATTERN = /^(\d{1,15})\.(\d{1,15})$/;

export const INVALID_CURSOR_MESSAGE = 'Invalid change cursor';

export function formatCursor(cursor: ChangeCursor): string {
  return `${cursor.txId}.${cursor.id}`;
}

export const changeCursor = z
  .string({ error: INVALID_CURSOR_MESSAGE })
  .max(31, INVALID_CURSOR_MESSAGE)
  .regex(CURSOR_PATTERN, INVALID_CURSOR_MESSAGE)
  .transform((text): ChangeCursor => {
    const [txId, id] = text.split('.').map(Number);
    return { txId, id };
  });

export const changeFeedSchema = z.strictObject({ salonId, cursor: changeCursor });
