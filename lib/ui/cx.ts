/**
 * Joins class names, leaving out the false and empty ones. No merging: the UI primitives keep
 * their own look in CSS's components layer (components/ui/primitives.css), so a utility class a
 * caller adds wins by the cascade. `cn` (./cn.ts) is for the screens that still resolve
 * conflicting utilities of their own at run time.
 */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
