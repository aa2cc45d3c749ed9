// Refuses over-long or over-deep raw input before any parsing or sanitising, so that no
// request can make the server spend more than a moment on it (every action runs it first).
// Pure.
import { message } from '@/lib/i18n/message';

export type InputLimits = {
  /** Longest single string, in UTF-16 code units. */
  maxString: number;
  /** All strings together. */
  maxTotal: number;
  /** Object keys and array items, counted over the whole input. */
  maxEntries: number;
  maxDepth: number;
};

/** Generous for any form of the product (the longest text field takes 2,000 characters). */
export const DEFAULT_INPUT_LIMITS: InputLimits = { maxString: 8_000, maxTotal: 32_000, maxEntries: 200, maxDepth: 4 };

export const INPUT_TOO_LARGE_MESSAGE = message('Errors.inputTooLarge');

/**
 * Whether `raw` stays within `limits`. Stops at the first excess, so its cost is bounded by
 * the limits, not by the input.
 */
export function withinInputLimits(raw: unknown, limits: InputLimits = DEFAULT_INPUT_LIMITS): boolean {
  let total = 0;
  let entries = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: raw, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      total += value.length;
      if (value.length > limits.maxString || total > limits.maxTotal) return false;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= limits.maxDepth) return false;
      for (const key in value) {
        if (++entries > limits.maxEntries) return false;
        total += key.length;
        stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
      }
    }
  }
  return total <= limits.maxTotal;
}
