import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx rules) and lets a later Tailwind class win over a conflicting earlier
 * one, at run time. The UI primitives need no such merge (see ./cx.ts); this is for screens
 * whose own classes conflict, e.g. a base list and a conditional override of the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
